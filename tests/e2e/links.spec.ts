import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The site-wide link check (tests/links/check-links.mjs) against the production build the other
 * end-to-end tests use: every URL of every page reachable from the sitemap and each language's home
 * answers on the first request with what its link promises. Alone: `npm run test:links`.
 */
test('every link, download and address of the site works on the first request', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const cli = path.join(process.cwd(), 'tests', 'links', 'cli.mjs');
  const manifest = path.join(process.cwd(), '.next', 'images-manifest.json');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, baseURL!, '--images-manifest', manifest, '/en', '/zh-hk', '/zh-cn']);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
  console.log(output.trim().split('\n').at(-1));
  expect(code, output).toBe(0);
});
