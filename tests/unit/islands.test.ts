import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as islands from '@/modules/islands.client';

/**
 * tests/unit/setup.ts replaces modules/islands.client.tsx (next/dynamic, which resolves after the first
 * render) with the island components themselves. next/dynamic needs a literal import() per island,
 * so the two lists cannot be one table; this test holds them together instead.
 */
test('the component tests mock every island of modules/islands.client.tsx with that island', () => {
  const source = readFileSync(path.join(process.cwd(), 'modules', 'islands.client.tsx'), 'utf8');
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
