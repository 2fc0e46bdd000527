/** Every message namespace says the same things in the three languages (NAMESPACES is the list). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '@/lib/i18n';
import { NAMESPACES } from '@/lib/i18n/messages';

function load(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', lang, `${ns}.json`), 'utf8'));
}

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/** ICU placeholders and tags of a message: {name}, <tag>. */
function placeholders(message: string): string[] {
  // A "{word}" right after a plural selector ("=0 {Full}", "other {# seats}") is text, not an argument.
  const names = [...message.matchAll(/\{(\w+)[,}]/g)]
    .filter((m) => !/(=\d+|zero|one|two|few|many|other)\s*$/.test(message.slice(0, m.index)))
    .map((m) => m[1]);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

function get(obj: unknown, path: string): string {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
}

describe.each(NAMESPACES.map((ns) => [ns, ...LANGS.map((lang) => load(lang, ns))]))('%s messages', (_ns, en, hk, cn) => {
  it('have the same keys in every language', () => {
    expect(keys(hk).sort()).toEqual(keys(en).sort());
    expect(keys(cn).sort()).toEqual(keys(en).sort());
  });

  it('use the same placeholders in every language', () => {
    for (const key of keys(en)) {
      const wanted = placeholders(get(en, key));
      expect([key, placeholders(get(hk, key))]).toEqual([key, wanted]);
      expect([key, placeholders(get(cn, key))]).toEqual([key, wanted]);
    }
  });
});
