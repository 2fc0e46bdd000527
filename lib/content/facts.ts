import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Facts that more than one page states (opening hours, cut-offs, publication frequency, figures)
 * live once per language in the store's facts.json; page text refers to them as `{{name}}` and
 * the embedded store fills them in as it reads a file, so every page states the same value.
 * A CMS does the same with its own dictionary before it answers.
 */
const FACT_TOKEN = /\{\{([A-Za-z][\w.]*)\}\}/g;
const FACTS_FILE = 'facts.json';

export type Facts = Readonly<Record<string, string>>;

const cache = new Map<string, { mtimeMs: number; facts: Facts }>();

/** The facts of one language directory of a store root ({} when it has none). */
export async function factsOf(langDir: string): Promise<Facts> {
  const file = path.join(langDir, FACTS_FILE);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return {};
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.facts;
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as { data?: Record<string, unknown> };
  const facts: Record<string, string> = {};
  for (const [key, value] of Object.entries(json.data ?? {})) if (typeof value === 'string') facts[key] = value;
  cache.set(file, { mtimeMs: stat.mtimeMs, facts });
  return facts;
}

/**
 * A store file's raw JSON text with its fact references filled in. Values are escaped for a JSON
 * string; an unknown name stays as written (the content test reports it) rather than failing a page.
 */
export function fillFacts(jsonText: string, facts: Facts): string {
  return jsonText.replace(FACT_TOKEN, (token, name: string) => (name in facts ? JSON.stringify(facts[name]).slice(1, -1) : token));
}

/** The language directory (root/{lang}) a store file lies in, or null outside every root. */
export function langDirOf(file: string, roots: readonly string[]): string | null {
  for (const root of roots) {
    const rel = path.relative(root, file);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) {
      const lang = rel.split(path.sep)[0];
      if (lang && lang !== rel) return path.join(root, lang);
    }
  }
  return null;
}
