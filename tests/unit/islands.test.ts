import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import * as islands from '@/modules/islands.client';

/**
 * A module's island is loaded through a file beside it, `Name.lazy.client.tsx`, whose one export is
 * `dynamic(() => import('./Name.client'))`. jest.config.js maps every `*.lazy.client` import to the
 * `*.client` file of the same name, so the component tests render the island itself; this test holds
 * each loader to that pair, so that the mapping never stands in for another component.
 */
const ROOT = process.cwd();
const loaders = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'modules'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.lazy.client.tsx'));

test('there are island loaders beside the modules', () => {
  expect(loaders.length).toBeGreaterThan(10);
});

test.each(loaders)('%s loads the island of its own name, and only that', (file) => {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const island = path.basename(file).replace(/\.lazy\.client\.tsx$/, '.client');
  expect(source.match(/^export /gm)).toHaveLength(1);
  expect(source).toContain(`export default dynamic(() => import('./${island}'));`);
  const loaded = jest.requireActual(`@/${file.replace(/\.tsx$/, '')}`).default;
  expect(loaded).toBe(jest.requireActual(`@/${path.dirname(file)}/${island}`).default);
});

/**
 * tests/unit/setup.ts replaces modules/islands.client.tsx (the people grid's island, until it moves
 * beside its module) with the island component itself. next/dynamic needs a literal import() per
 * island, so the two lists cannot be one table; this test holds them together instead.
 */
test('the component tests mock every island of modules/islands.client.tsx with that island', () => {
  const source = readFileSync(path.join(ROOT, 'modules', 'islands.client.tsx'), 'utf8');
  const declared = [...source.matchAll(/^export const (\w+) = dynamic\(\(\) => import\('\.\/([^']+)'\)/gm)].map(([, name, file]) => ({ name, file }));
  expect(declared.length).toBeGreaterThan(0);
  // Every export of islands.client.tsx is one of these declarations (none missed by the pattern).
  expect(source.match(/^export /gm)).toHaveLength(declared.length);
  const mocked = islands as unknown as Record<string, unknown>;
  // (`default` and `__esModule`: the CommonJS interop of `import * as`, not islands.)
  const names = Object.keys(mocked).filter((key) => key !== 'default' && key !== '__esModule');
  expect(names.sort()).toEqual(declared.map((d) => d.name).sort());
  for (const { name, file } of declared) {
    expect([name, mocked[name]]).toEqual([name, jest.requireActual(`@/modules/${file}`).default]);
  }
});
