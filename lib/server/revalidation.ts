import { configTag, pageTag } from '../content/cache-tags';
import { contentSegments } from '../content/paths';
import { LANGS, LOCALE_CODES, localeCodeOf, normalizeLang, type LocaleCode } from '../i18n';

/**
 * What the CMS webhook may ask for, and which cache tags that touches (tag names from
 * content/cache-tags.ts, the same the loader tags its answers with):
 *   { "locale": "en", "path": "/aboutUs/leadership" }   one page (locale: en/tc/sc or en/zh-hk/zh-cn)
 *   { "config": true, "locale": "tc" }                   global data of one locale
 *   { "config": true }                                   global data of every locale
 */
export type RevalidateRequest =
  | { kind: 'config'; codes: LocaleCode[] }
  | { kind: 'page'; code: LocaleCode; apiPath: string; segments: string[] };

export type ParseResult = { ok: true; request: RevalidateRequest } | { ok: false; error: string };

const CODES = Object.values(LOCALE_CODES) as LocaleCode[];

function localeCode(value: unknown): LocaleCode | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  if ((CODES as string[]).includes(lower)) return lower as LocaleCode;
  const lang = normalizeLang(lower);
  return lang ? localeCodeOf(lang) : null;
}

export function parseRevalidateBody(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'Send a JSON object.' };
  const { config, locale, path } = body as Record<string, unknown>;
  if (config === true) {
    if (locale === undefined) return { ok: true, request: { kind: 'config', codes: LANGS.map(localeCodeOf) } };
    const code = localeCode(locale);
    return code ? { ok: true, request: { kind: 'config', codes: [code] } } : { ok: false, error: 'Unknown locale; use en, tc or sc.' };
  }
  const code = localeCode(locale);
  if (!code) return { ok: false, error: 'Unknown or missing locale; use en, tc or sc.' };
  if (typeof path !== 'string') return { ok: false, error: 'Missing path (the content path, e.g. /aboutUs/leadership), or send {"config": true}.' };
  const segments = contentSegments(path);
  if (!segments) return { ok: false, error: 'path is not a content path.' };
  // The loader tags dynamic pages with their ids encoded (routes.apiPathOf); encode alike.
  return { ok: true, request: { kind: 'page', code, apiPath: '/' + segments.map(encodeURIComponent).join('/'), segments } };
}

/** The folder of an item file ('news/latest-news' for '/news/latest-news/x'); null for top-level pages. */
export function collectionFolderOf(segments: readonly string[]): string | null {
  return segments.length >= 2 ? segments.slice(0, -1).join('/') : null;
}

/**
 * Tags to revalidate: the page itself and the pages that list it (found by the caller in the
 * content store), or the global data. Nothing else: other pages keep their cache.
 */
export function tagsFor(request: RevalidateRequest, listingPages: readonly string[] = []): string[] {
  if (request.kind === 'config') return request.codes.map(configTag);
  const tags = [request.apiPath, ...listingPages].map((api) => pageTag(request.code, api));
  return [...new Set(tags)];
}
