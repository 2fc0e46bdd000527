import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '@/lib/i18n';
import { CLIENT_MESSAGES, loadMessages, pickMessages } from '@/lib/messages';

const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'modules', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file an import specifier names ('@/…' or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every file that runs in the browser: the 'use client' files and everything they import. */
function clientFiles(): string[] {
  const all = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const queue = all.filter((file) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8')));
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.pop()!;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'/g), ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** `namespace` is `dotted` or lies inside it. */
const within = (namespace: string, dotted: string) => namespace === dotted || namespace.startsWith(`${dotted}.`);

test('every namespace that client code translates with is sent to the browser', () => {
  const used = clientFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    // Without a namespace the whole message set would be needed: name one.
    expect([path.relative(ROOT, file), /useTranslations\(\s*\)/.test(source)]).toEqual([path.relative(ROOT, file), false]);
    return [...source.matchAll(/useTranslations\(\s*'([^']+)'\s*\)/g)].map(([, namespace]) => ({ file: path.relative(ROOT, file), namespace }));
  });
  expect(used.length).toBeGreaterThan(10);
  expect(used.filter((u) => !CLIENT_MESSAGES.some((p) => within(u.namespace, p)))).toEqual([]);
  // The list holds nothing client code does not use.
  for (const p of CLIENT_MESSAGES) expect([p, used.some((u) => within(u.namespace, p))]).toEqual([p, true]);
});

test.each(LANGS)('%s: the browser gets every listed message and none of the server-only ones', async (lang) => {
  const messages = await loadMessages(lang);
  const picked = pickMessages(messages, CLIENT_MESSAGES) as Record<string, Record<string, unknown>>;
  for (const dotted of CLIENT_MESSAGES) {
    const value = dotted.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], picked);
    expect([dotted, typeof value === 'object' && value !== null && Object.keys(value).length > 0]).toEqual([dotted, true]);
  }
  expect(picked.footer).toBeUndefined();
  expect(picked.cookies).toBeUndefined();
  expect(Object.keys(picked.modules).sort()).toEqual(['newsCategory', 'search']);
});
