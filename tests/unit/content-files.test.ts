/**
 * The shipped content is complete and valid: every file in every language parses with the contract,
 * every module is known and parses without dropping an entry, the three languages have the same
 * files, every image exists and every internal link lands on a route of the table.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configResponse, pageResponse } from '@/lib/content/contract';
import { onInvalidContent } from '@/lib/content/primitives';
import { LANGS } from '@/lib/i18n';
import { matchRoute } from '@/lib/routing/routes';
import { MODULE_SCHEMAS, isModuleName } from '@/modules/schemas';
import { CONTENT_ROOT as ROOT, contentFiles } from './content-store';

const PUBLIC = path.join(process.cwd(), 'public');

const filesByLang = Object.fromEntries(LANGS.map((lang) => [lang, contentFiles(path.join(ROOT, lang))]));
const allFiles = LANGS.flatMap((lang) => filesByLang[lang].map((file) => [lang, file] as const));

function strings(value: unknown, key = '', out: { key: string; value: string }[] = []) {
  if (typeof value === 'string') out.push({ key, value });
  else if (Array.isArray(value)) value.forEach((v) => strings(v, key, out));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => strings(v, k, out));
  return out;
}

describe('embedded content', () => {
  it('has the same files in every language', () => {
    expect(filesByLang['en'].length).toBeGreaterThan(0);
    expect(filesByLang['zh-hk']).toEqual(filesByLang['en']);
    expect(filesByLang['zh-cn']).toEqual(filesByLang['en']);
  });

  it.each(allFiles)('%s%s parses with the contract and drops nothing', (lang, file) => {
    const dropped: string[] = [];
    const stop = onInvalidContent((where, error) => dropped.push(`${where}: ${error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`));
    try {
      const json = JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8'));
      if (file === '/config.json') {
        const parsed = configResponse.safeParse(json);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data?.data.header.length).toBeGreaterThan(0);
        expect(parsed.data?.data.cookiesPolicy).toBeDefined();
        expect(parsed.data?.data.footer).toBeDefined();
      } else if (file === '/facts.json') {
        // The shared facts (lib/content/facts.ts): names to plain text, the same names in every language.
        expect(Object.values(json.data).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
        const en = JSON.parse(readFileSync(path.join(ROOT, 'en', file), 'utf8'));
        expect(Object.keys(json.data).sort()).toEqual(Object.keys(en.data).sort());
      } else {
        const parsed = pageResponse.safeParse(json);
        expect(parsed.error?.issues ?? []).toEqual([]);
        const modules = parsed.data!.data.pageContent;
        if (!file.startsWith('/search/')) expect(modules.length).toBeGreaterThan(0);
        for (const [index, entry] of modules.entries()) {
          expect(isModuleName(entry.module) ? entry.module : `unknown module "${entry.module}"`).toBe(entry.module);
          if (!isModuleName(entry.module)) continue;
          const result = MODULE_SCHEMAS[entry.module].safeParse(entry.content);
          expect([index, entry.module, result.error?.issues ?? []]).toEqual([index, entry.module, []]);
        }
        expect(parsed.data!.metaData.pageTitle.length).toBeGreaterThan(0);
      }
      expect(dropped).toEqual([]);

      for (const { key, value } of strings(json)) {
        if (key === 'mediaUrl' || key === 'poster' || (key === 'image' && value.startsWith('/'))) {
          expect([value, existsSync(path.join(PUBLIC, value))]).toEqual([value, true]);
        }
        if ((key === 'url' || key === 'alias') && value.startsWith('/') && !value.startsWith('/assets/')) {
          const target = value.split('#')[0].replace(/^\//, '');
          expect([value, !!matchRoute(target)]).toEqual([value, true]);
        }
        if ((key === 'url' || key === 'src') && value.startsWith('/assets/')) {
          expect([value, existsSync(path.join(PUBLIC, value))]).toEqual([value, true]);
        }
        expect(value).not.toMatch(/lorem ipsum|TODO|placeholder/i);
      }
    } finally {
      stop();
    }
  });
});
