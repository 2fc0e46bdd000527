/**
 * package.json's `serve` script starts the server as lib/server/process-env.cjs says (the bench and
 * the soak test start it through that module): the same malloc settings and heap bound.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HEAP_MB, MALLOC_ENV, serverEnv, serverNodeArgs } from '@/lib/server/process-env.cjs';

const scripts = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).scripts as Record<string, string>;

test('npm run serve sets each malloc default of the module, overridable from the environment', () => {
  for (const [name, value] of Object.entries(MALLOC_ENV)) expect(scripts.serve).toContain(`${name}=\${${name}:-${value}}`);
  expect(scripts.serve).toContain(`--max-old-space-size=\${NODE_HEAP_MB:-${DEFAULT_HEAP_MB}} server.mjs`);
  expect(scripts.start).toBe('next build && npm run serve');
});

test('serverEnv keeps what the environment sets and fills in the rest', () => {
  const env = serverEnv({ MALLOC_ARENA_MAX: '2', PORT: '3000' });
  expect(env).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072', PORT: '3000' });
  expect(serverNodeArgs({})).toEqual(['--max-old-space-size=256']);
  expect(serverNodeArgs({ NODE_HEAP_MB: '512' })).toEqual(['--max-old-space-size=512']);
});
