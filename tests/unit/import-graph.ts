import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's own import graph, read from the source (no bundler): what a file reaches through
 * static imports and import(). Tests use it to hold what a page's browser code may bring along.
 */
const ROOT = process.cwd();

/** The file an import specifier names ('@/…' or relative), or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * `roots` and every file they import, statically or through import(). With `code: true`, only what
 * the bundler ships: `import type` / `export type` lines bring no code and are not followed.
 */
export function reachable(roots: string[], { code = false } = {}): Set<string> {
  const queue = [...roots];
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.pop()!;
    const source = readFileSync(file, 'utf8');
    const statics = [...source.matchAll(/(?:import|export)([^'";]*?)from\s+'([^']+)'/g)].filter((m) => !code || !/^\s*type\b/.test(m[1])).map((m) => m[2]);
    const specifiers = [...statics, ...[...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1])];
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

