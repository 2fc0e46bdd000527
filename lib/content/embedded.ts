import { promises as fs } from 'node:fs';
import path from 'node:path';
import { langOfLocaleCode, type Lang, type LocaleCode } from '../i18n';
import { ContentNotFoundError } from './errors';
import { contentSegments } from './paths';
import type { ContentSource, FetchContext } from './source';
import { fillCollections } from './collections';
import { searchResponse } from './search-response';
import { factsOf, fillFacts, langDirOf } from './facts';
import { fillDocumentSizes } from './document-sizes';

/**
 * The embedded content store: published JSON under public/assets/json/{lang}{api}.json (the
 * spec's mock path), drafts under content-drafts/{lang}{api}.json, read only in a valid preview.
 * A path is resolved inside its root or not at all.
 */
export const PUBLISHED_ROOT = path.join(process.cwd(), 'public', 'assets', 'json');
export const DRAFTS_ROOT = path.join(process.cwd(), 'content-drafts');

export function fileFor(root: string, lang: Lang, apiPath: string): string | null {
  const segments = contentSegments(apiPath);
  if (!segments) return null;
  const file = path.resolve(root, lang, ...segments) + '.json';
  const base = path.resolve(root, lang) + path.sep;
  return file.startsWith(base) ? file : null;
}

/** A store file, its `{{fact}}` references filled from its language's facts.json (drafts use the published facts). */
export async function readJson(file: string): Promise<unknown | undefined> {
  try {
    const text = await fs.readFile(file, 'utf8');
    const langDir = langDirOf(file, [PUBLISHED_ROOT, DRAFTS_ROOT]);
    if (!langDir || !text.includes('{{')) return JSON.parse(text);
    const published = path.join(PUBLISHED_ROOT, path.basename(langDir));
    return JSON.parse(fillFacts(text, await factsOf(published)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

function langOf(code: LocaleCode | string): Lang {
  const lang = langOfLocaleCode(code);
  if (!lang) throw new ContentNotFoundError(`/${code}`);
  return lang;
}

async function readPage(lang: Lang, apiPath: string, ctx?: FetchContext): Promise<unknown> {
  if (ctx?.drafts) {
    const draft = fileFor(DRAFTS_ROOT, lang, apiPath);
    const json = draft ? await readJson(draft) : undefined;
    if (json !== undefined) return json;
  }
  const file = fileFor(PUBLISHED_ROOT, lang, apiPath);
  const json = file ? await readJson(file) : undefined;
  if (json === undefined) throw new ContentNotFoundError(apiPath);
  return json;
}

const SEARCH_PREFIX = '/search/getSearchResult/';

/** '{keyword}/' or '{keyword}/?page=n' (the API route has validated n) into its parts. */
function searchArgs(rest: string): { keyword: string; page: number } {
  const [path, query = ''] = rest.split('?', 2);
  const pageParam = /^page=(\d{1,4})$/.exec(query);
  const raw = path.replace(/\/$/, '');
  let keyword: string;
  try {
    keyword = decodeURIComponent(raw);
  } catch {
    keyword = raw;
  }
  return { keyword, page: pageParam ? Math.max(1, Number(pageParam[1])) : 1 };
}

export const embeddedSource: ContentSource = {
  kind: 'embedded',

  async config(code, ctx) {
    return readPage(langOf(code), '/config', ctx);
  },

  async page(code, apiPath, ctx) {
    const lang = langOf(code);
    if (apiPath.startsWith(SEARCH_PREFIX)) {
      const { keyword, page } = searchArgs(apiPath.slice(SEARCH_PREFIX.length));
      return searchResponse(lang, keyword, page);
    }
    const json = await readPage(lang, apiPath, ctx);
    return fillCollections(lang, await fillDocumentSizes(json), apiPath);
  },
};
