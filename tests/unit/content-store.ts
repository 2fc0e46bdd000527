/** The embedded content store as the tests read it: one file list, shared by every content test. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const CONTENT_ROOT = path.join(process.cwd(), 'public', 'assets', 'json');

/** Every JSON file below `dir`, as "/sub/name.json" relative to it, sorted. */
export function contentFiles(dir: string): string[] {
  const walk = (at: string, prefix: string): string[] =>
    existsSync(at)
      ? readdirSync(at).flatMap((name) => {
          const full = path.join(at, name);
          return statSync(full).isDirectory() ? walk(full, `${prefix}/${name}`) : name.endsWith('.json') ? [`${prefix}/${name}`] : [];
        })
      : [];
  return walk(dir, '').sort();
}
