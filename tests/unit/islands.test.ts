import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

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
