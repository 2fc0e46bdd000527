import { DEFAULT_LANG, normalizeLang, type Lang } from './i18n';
import { hrefOf, matchRoute, resolveRedirects } from './routes';

/**
 * Every decision proxy.ts makes about a page path, as a pure function so it can be unit-tested
 * with hostile input. Redirect targets are always built from a known language and a path that
 * matched the route table (or '404'), so they start with '/{lang}' and can never leave the site.
 */
export type ProxyDecision =
  | { kind: 'serve'; lang: Lang }
  | { kind: 'redirect'; location: string; permanent: boolean; reason: string };

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
 */
export function decide(rawPath: string, savedLang?: string): ProxyDecision {
  const fallback = normalizeLang(savedLang) ?? DEFAULT_LANG;
  const notFound = (lang: Lang, reason: string) => redirect(hrefOf(lang, '404'), false, reason);

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
  return { kind: 'serve', lang };
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
