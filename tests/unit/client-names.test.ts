/**
 * One naming rule for client components (docs/architecture.md): a .tsx file that starts with
 * 'use client' is named *.client.tsx, and a *.client.tsx file starts with it; Next's convention
 * files (error.tsx, not-found.tsx, ...) keep the names the framework looks for. Hooks and helpers
 * for the browser (.ts) are not components and keep plain names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const NEXT_CONVENTIONS = new Set(['error.tsx', 'global-error.tsx', 'not-found.tsx', 'loading.tsx', 'template.tsx', 'default.tsx']);

export function misnamed(files: { file: string; source: string }[]): string[] {
  return files
    .filter(({ file, source }) => {
      const client = /^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/.test(source);
      if (NEXT_CONVENTIONS.has(path.basename(file))) return false;
      return client !== file.endsWith('.client.tsx');
    })
    .map(({ file }) => file);
}

it('names every client component *.client.tsx, and nothing else', () => {
  const files = execFileSync('git', ['ls-files', 'app', 'components', 'modules', 'lib'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.tsx'))
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  expect(files.length).toBeGreaterThan(50);
  expect(misnamed(files)).toEqual([]);
});

it('catches a client component without the suffix and a suffix without the directive', () => {
  expect(
    misnamed([
      { file: 'components/Menu.tsx', source: "'use client';\nexport default function Menu() {}" },
      { file: 'components/Card.client.tsx', source: 'export default function Card() {}' },
      { file: 'components/Ok.client.tsx', source: "/** why */\n'use client';\n" },
      { file: 'app/[lang]/error.tsx', source: "'use client';\n" },
      { file: 'components/Static.tsx', source: 'export const x = 1;' },
    ]),
  ).toEqual(['components/Menu.tsx', 'components/Card.client.tsx']);
});
