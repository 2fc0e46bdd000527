import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '../server/env';
import { localeCodeOf, type Lang } from '../i18n';
import { configTag, localeTag, pageTag } from './cache-tags';
import { configResponse, pageResponse, type GlobalData, type PageData } from './contract';
import { embeddedSource } from './embedded';
import { ContentNotFoundError, ContentUnavailableError } from './errors';
import { httpSource } from './http';
import type { ContentSource, FetchContext } from './source';

export { ContentNotFoundError, ContentUnavailableError } from './errors';
export type { GlobalData, PageData } from './contract';

/** Seconds after which a cached page is refreshed even without a webhook. */
export const REVALIDATE_SECONDS = 3600;

export const source: ContentSource = env.contentApiUrl ? httpSource(env.contentApiUrl, env.contentTimeoutMs) : embeddedSource;

/** Last good copy of every answer this process has seen: a CMS outage serves it instead of a 404. */
const lastGood = new Map<string, unknown>();
const LAST_GOOD_MAX = 2000;
const failuresLogged = new Set<string>();

async function withLastGood<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    if (lastGood.size >= LAST_GOOD_MAX && !lastGood.has(key)) lastGood.delete(lastGood.keys().next().value as string);
    lastGood.set(key, value);
    failuresLogged.delete(key);
    return value;
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    if (!failuresLogged.has(key)) {
      failuresLogged.add(key);
      console.error(`[content] ${error.message}${lastGood.has(key) ? ' (serving last good copy)' : ''}`);
    }
    if (lastGood.has(key)) return lastGood.get(key) as T;
    throw error;
  }
}

/** Inside Next the answers are cached and tagged; outside (unit tests, scripts) they are read directly. */
function cached<T>(load: () => Promise<T>, keyParts: string[], tags: string[]): () => Promise<T> {
  if (!process.env.NEXT_RUNTIME) return load;
  return unstable_cache(load, keyParts, { tags, revalidate: REVALIDATE_SECONDS });
}

export async function loadGlobalData(lang: Lang, ctx?: FetchContext): Promise<GlobalData> {
  const code = localeCodeOf(lang);
  const load = async () => {
    const parsed = configResponse.safeParse(await source.config(code, ctx));
    if (!parsed.success) throw new ContentUnavailableError(`/${code}/config`, "global data does not match the content contract");
    return parsed.data.data;
  };
  if (ctx?.previewCookies || ctx?.drafts) return load();
  return withLastGood(`config:${code}`, cached(load, ['config', code], [configTag(code), localeTag(code)]));
}

export async function loadPage(lang: Lang, apiPath: string, ctx?: FetchContext): Promise<PageData> {
  const code = localeCodeOf(lang);
  const load = async () => {
    const parsed = pageResponse.safeParse(await source.page(code, apiPath, ctx));
    if (!parsed.success) throw new ContentUnavailableError(apiPath, 'response does not match the content contract');
    return parsed.data;
  };
  if (ctx?.previewCookies || ctx?.drafts || apiPath.startsWith('/search/')) return load();
  return withLastGood(`page:${code}:${apiPath}`, cached(load, ['page', code, apiPath], [pageTag(code, apiPath), localeTag(code)]));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ContentNotFoundError || error instanceof ContentUnavailableError;
}
