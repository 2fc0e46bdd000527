import { DEFAULT_LANG, normalizeLang, type Lang } from '../i18n';
import { decideListQuery, splitListView } from './list-view';
import { hrefOf, KEYWORD_MAX, matchRoute, resolveRedirects } from './routes';
import { capKeyword, cleanKeyword } from '../search/query';

/**
 * Every decision proxy.ts makes about a page path, as a pure function so it can be unit-tested
 * with hostile input. Redirect targets are always built from a known language and a path that
 * matched the route table, so they start with '/{lang}' and can never leave the site. An address
 * that is no page is answered where it was asked (the spec's redirect to /{lang}/404 lost the URL
 * the visitor typed and told crawlers "moved" instead of "gone"; docs/product.md, Routing rules).
 */
export type ProxyDecision =
  | { kind: 'serve'; lang: Lang }
  /** `query`: the query string of the target; absent, the request's own is kept. */
  | { kind: 'redirect'; location: string; permanent: boolean; reason: string; query?: string }
  /** A list view the server renders (lib/routing/list-view.ts): served from the internal `path`, the address unchanged. */
  | { kind: 'rewrite'; lang: Lang; path: string }
  /** No such page: the localized 404 page is rendered at the address asked for, with status 404. */
  | { kind: 'not-found'; lang: Lang; reason: string };

const MAX_PATH = 2048;

function redirect(location: string, permanent: boolean, reason: string): ProxyDecision {
  return { kind: 'redirect', location, permanent, reason };
}

/** Decode one raw segment; undefined when it is malformed or hides a separator or control byte. */
function decodeSegment(raw: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  // An encoded slash is a separator in disguise; in a search keyword it reads as a space (spec).
  return value.replace(/\//g, ' ');
}

/**
 * @param rawPath the request path exactly as received (still percent-encoded)
 * @param savedLang the visitor's saved language cookie, if any
 * @param query the request's query parameters (list views: lib/routing/list-view.ts)
 */
export function decide(rawPath: string, savedLang?: string, query: URLSearchParams = new URLSearchParams()): ProxyDecision {
  const fallback = normalizeLang(savedLang) ?? DEFAULT_LANG;
  const notFound = (lang: Lang, reason: string): ProxyDecision => ({ kind: 'not-found', lang, reason });

  const search = decideSearch(rawPath) ?? decideSearchForm(rawPath, query);
  if (search) return search;
  if (rawPath.length > MAX_PATH || /[\u0000-\u001f\u007f\\]/.test(rawPath) || /%5c/i.test(rawPath)) {
    return notFound(fallback, 'malformed path');
  }
  const rawSegments = rawPath.split('/').filter((s) => s !== '');
  const trailingSlash = rawPath.length > 1 && rawPath.endsWith('/');
  const decoded = rawSegments.map(decodeSegment);
  if (decoded.some((s) => s === undefined)) return notFound(fallback, 'malformed segment');
  const segments = decoded as string[];

  const lang = normalizeLang(segments[0]);
  if (!lang) {
    if (segments.length === 0) return redirect(hrefOf(fallback, ''), false, 'bare path');
    // A path without a language: add the saved one when the path is a page of the table.
    // The bare {generalId} row would match anything, so it does not count here.
    const path = segments.join('/') + (trailingSlash ? '/' : '');
    const match = matchRoute(path) ?? matchRoute(segments.join('/'));
    if (match && match.route.name !== 'cookie-notice') {
      return redirect(encodePath(hrefOf(fallback, canonical(segments, match.route.path))), false, 'missing language');
    }
    return notFound(fallback, 'unsupported language');
  }

  const listed = splitListView(segments.slice(1));
  if (listed.malformed) return notFound(lang, 'malformed list view');
  if (listed.view) {
    // The internal path of a list view: Next runs the proxy again on the path it rewrote to.
    const page = matchRoute(listed.segments.join('/'));
    return page?.route.listParam === listed.view.kind ? { kind: 'serve', lang } : notFound(lang, 'unknown list view');
  }
  const rest = segments.slice(1);
  const restPath = rest.join('/');
  const match = matchRoute(restPath + (trailingSlash && rest.length ? '/' : '')) ?? matchRoute(restPath);
  if (!match) return notFound(lang, 'unknown path');

  if (match.route.redirect) {
    return redirect(hrefOf(lang, resolveRedirects(match.route.path)), true, 'route redirect');
  }
  // One canonical URL per page: lower-case language, no duplicate slashes, the trailing slash
  // only on landings, segments encoded one way. encode(decode(x)) is stable, so this cannot loop.
  const wanted = encodePath(hrefOf(lang, canonical(rest, match.route.path)));
  if (wanted !== rawPath) return redirect(wanted, true, 'canonical form');
  const list = decideListQuery(match.route, query);
  if (list.kind === 'not-found') return notFound(lang, 'malformed list view');
  if (list.kind === 'redirect') return { kind: 'redirect', location: wanted, permanent: true, reason: 'first page of a list', query: list.search };
  if (list.kind === 'rewrite') return { kind: 'rewrite', lang, path: `${wanted}/${list.segments.map(encodeURIComponent).join('/')}` };
  return { kind: 'serve', lang };
}

/** '/{lang}/search/{anything}' with a supported language, split into its parts. */
const SEARCH_PATH = /^\/([^/]+)\/search\/(.+)$/s;

/** Decode what can be decoded: a malformed escape stays as typed (it is searched as text). */
function lenientDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * The search route takes free text, so a keyword that would make any other path malformed (too
 * long, control characters, '../', encoded slashes, broken escapes) still gets the results page:
 * it is cleaned (control characters and slashes become spaces), cut to the route's limit and
 * served at its one canonical URL. A keyword with nothing left is the blank keyword ('%20'),
 * whose page asks for a keyword. null when the path is not a search path.
 */
function decideSearch(rawPath: string): ProxyDecision | null {
  const parts = SEARCH_PATH.exec(rawPath);
  const lang = parts ? normalizeLang(parts[1]) : undefined;
  if (!parts || !lang) return null;
  const cleaned = capKeyword(cleanKeyword(lenientDecode(parts[2])), KEYWORD_MAX).keyword;
  const wanted = `/${lang}/search/${encodeURIComponent(cleaned || ' ')}`;
  return wanted === rawPath ? { kind: 'serve', lang } : redirect(wanted, true, 'search keyword');
}

/** '/{lang}/search' or '/{lang}/search/': where the results page's search form sends its GET. */
const SEARCH_FORM_PATH = /^\/([^/]+)\/search\/?$/;

/**
 * The results page's search box is a plain GET form (it works before or without script):
 * /{lang}/search?q=cargo goes on to the results at /{lang}/search/cargo, cleaned like any keyword
 * (a blank one reaches the page that asks for a keyword). Not permanent: the target depends on q.
 */
function decideSearchForm(rawPath: string, query: URLSearchParams): ProxyDecision | null {
  const parts = SEARCH_FORM_PATH.exec(rawPath);
  const lang = parts ? normalizeLang(parts[1]) : undefined;
  if (!parts || !lang || parts[1] !== lang) return null;
  const cleaned = capKeyword(cleanKeyword(query.get('q') ?? ''), KEYWORD_MAX).keyword;
  return { kind: 'redirect', location: `/${lang}/search/${encodeURIComponent(cleaned || ' ')}`, permanent: false, reason: 'search form', query: '' };
}

/** The canonical path for matched segments: landings keep their trailing slash, other pages have none. */
function canonical(segments: string[], routePath: string): string {
  const joined = segments.join('/');
  return routePath.endsWith('/') ? `${joined}/` : joined;
}

function encodePath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}
