import { canonicalPath } from './canonical';
import { LANGS, normalizeLang, type Lang } from '../i18n';
import { routeForSegments } from './page-route';
import { apiPathOf, fillPath, hrefOf, matchRoute, resolveRedirects, type RouteMatch } from './routes';

/** A link leaves the site (or the browser) when it is absolute http(s), mailto: or tel:. */
export function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
}

/**
 * The one formatter of phone links: a number as written for people ("+852 2753 0188") to
 * 'tel:+85227530188'. One number in international form (a '+', then 7-15 digits, spaces, dots,
 * dashes or brackets between them); anything else (two numbers, a word, no country code) has no link.
 */
export function telHref(number: string): string | undefined {
  const value = number.trim();
  if (!/^\+[\d\s().-]+$/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? `tel:+${digits}` : undefined;
}

/** Spec: a link opens in a new tab when its target is _blank or its URL contains http. */
export function opensInNewTab(url: string, target?: string): boolean {
  return target === '_blank' || url.includes('http');
}

/**
 * Paths the site serves as files or APIs, never as pages: they have no language and no route. The
 * same list is proxy.ts's matcher (which Next needs as a literal there); a unit test holds the two
 * together.
 */
export const NON_PAGE_PATH = /^\/(?:(?:api|_next|assets)\/|(?:favicon\.ico|icon\.svg|robots\.txt|sitemap\.xml)$)/;

/**
 * The one place an internal address is formed. Content links are written without the language
 * ("/about-us", "stories/x", "/cookie-notice"); the result is the address the page is served at,
 * so no link costs a redirect or lands on a second copy of a page: the language added (or kept when
 * the link names one), redirect rows of the route table followed, the landing's trailing slash, and
 * the canonical row of content shown at several addresses. Files ("/assets/docs/x.pdf") keep their
 * path; anchors and external URLs are kept as written. A path that is no page is left for the link
 * check to report.
 */
export function localizeHref(url: string, lang: Lang): string {
  const value = url.trim();
  if (value === '' || value.startsWith('#') || isExternal(value)) return value;
  const full = value.startsWith('/') ? value : `/${value}`;
  const cut = full.search(/[?#]/);
  const path = cut === -1 ? full : full.slice(0, cut);
  const suffix = cut === -1 ? '' : full.slice(cut);
  if (NON_PAGE_PATH.test(path)) return full;
  const segments = path.split('/').filter(Boolean);
  const named = normalizeLang(segments[0]);
  return `${pageHref(named ?? lang, (named ? segments.slice(1) : segments).join('/'))}${suffix}`;
}

/** The path below /{lang}, decoded ('/en/about-us/leadership' -> 'about-us/leadership', '/en' -> ''); as it is when it does not decode. */
export function pathBelowLang(pathname: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** The row of the route table a (percent-encoded) path below /{lang} names, in either slash form. */
export function pageMatch(below: string): RouteMatch | null {
  try {
    return routeForSegments(decodeURIComponent(below).split('/').filter(Boolean));
  } catch {
    return null;
  }
}

/** The address of a page path below /{lang} ('about-us' -> '/en/about-us/'), as localizeHref forms it. */
export function pageHref(lang: Lang, below: string): string {
  const match = pageMatch(below);
  if (!match) return hrefOf(lang, below);
  if (match.route.redirect) return hrefOf(lang, resolveRedirects(match.route.path));
  const api = apiPathOf(match);
  return hrefOf(lang, api ? canonicalPath(match, api) : fillPath(match.route.path, match.params));
}

/**
 * A localized internal path that names a redirect row of the route table ('/en/media/multimedia-gallery'
 * goes on to its videos tab). Links there must not be prefetched: Next's prefetch of a redirecting
 * URL never settles and repeats itself many times a second for as long as the link is on screen.
 */
export function isRedirectPath(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  const [, lang, ...rest] = path.split('/');
  if (!lang || !(LANGS as readonly string[]).includes(lang) || rest.length === 0) return false;
  let below: string;
  try {
    below = decodeURIComponent(rest.join('/'));
  } catch {
    return false;
  }
  return Boolean(matchRoute(below)?.route.redirect);
}
