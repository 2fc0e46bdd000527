import { localeCodeOf, type Lang } from '@/lib/i18n';
import type { Media } from '@/lib/content/primitives';
import type { NewsItem } from '../shared/NewsItems';

/**
 * The list island loads the whole list from the same content API the pages use
 * (GET /api/{code}{api}) and reads the items of its own module from it. The answer crosses a
 * network boundary, so every item is checked here; anything malformed is left out.
 */
export function newsListUrl(lang: Lang, api: string): string {
  return `/api/${localeCodeOf(lang)}${api}`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);
/** Item pages are internal paths; media are site-relative or https (as the content schemas require). */
const INTERNAL_PATH = /^\/(?![/\\])/;
const MEDIA_SRC = /^(\/(?![/\\])|https:\/\/)/i;

function mediaOf(value: unknown): Media | undefined {
  if (!isObject(value) || !isObject(value.desktop)) return undefined;
  const { mediaUrl, width, height } = value.desktop;
  if (typeof mediaUrl !== 'string' || !MEDIA_SRC.test(mediaUrl)) return undefined;
  const size = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10_000 ? n : 0);
  return {
    type: value.type === 'video' ? 'video' : 'image',
    altText: optionalString(value.altText, 500) ?? '',
    desktop: { mediaUrl, width: size(width), height: size(height) },
    mobile: undefined,
    poster: undefined,
  };
}

function newsItemOf(value: unknown): NewsItem | null {
  if (!isObject(value)) return null;
  const { id, url, title } = value;
  if (typeof id !== 'string' || typeof url !== 'string' || typeof title !== 'string') return null;
  if (!INTERNAL_PATH.test(url) || title.length > 500) return null;
  return {
    id,
    url,
    title,
    publishTime: optionalString(value.publishTime, 40),
    category: optionalString(value.category, 500),
    summary: optionalString(value.summary, 1000),
    media: mediaOf(value.media),
  };
}

/** The items of the page module that lists `collection` (the same module this list renders). */
export function itemsOfCollection(page: unknown, collection: string): NewsItem[] | null {
  if (!isObject(page) || !isObject(page.data) || !Array.isArray(page.data.pageContent)) return null;
  for (const entry of page.data.pageContent) {
    if (!isObject(entry) || !isObject(entry.content)) continue;
    if (JSON.stringify(entry.content.collection) !== collection || !Array.isArray(entry.content.items)) continue;
    return entry.content.items.map(newsItemOf).filter((item): item is NewsItem => item !== null);
  }
  return null;
}

/** SWR fetcher: key is [url, collection]. A non-2xx answer or a missing list is an error SWR retries. */
export async function fetchNewsItems([url, collection]: readonly [string, string]): Promise<NewsItem[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const items = itemsOfCollection(await response.json(), collection);
  if (!items) throw new Error(`GET ${url} has no list for ${collection}`);
  return items;
}
