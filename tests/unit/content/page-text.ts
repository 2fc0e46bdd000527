/** The visible text of every page of a language, facts filled in, as the content checks read it. */
import path from 'node:path';
import { PUBLISHED_ROOT, readJson } from '@/lib/content/embedded';
import type { Lang } from '@/lib/i18n';
import { collectText } from '@/lib/search/documents';
import { contentFiles } from '../content-store';

export interface PageText {
  file: string;
  json: unknown;
  text: string;
}

export async function pageTexts(lang: Lang): Promise<PageText[]> {
  const files = contentFiles(path.join(PUBLISHED_ROOT, lang)).filter((f) => f !== '/facts.json');
  return Promise.all(
    files.map(async (file) => {
      const json = await readJson(path.join(PUBLISHED_ROOT, lang, file));
      const parts: string[] = [];
      collectText(json, parts);
      return { file, json, text: parts.join(' \n ') };
    }),
  );
}
