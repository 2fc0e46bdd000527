import { canonicalPath } from './canonical';
import { isExternal, NON_PAGE_PATH } from './link-kinds';
import { normalizeLang, type Lang } from '../i18n';
import { routeForSegments } from './page-route';
import { apiPathOf, fillPath, hrefOf, resolveRedirects, type RouteMatch } from './routes';

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

/** The row of the route table a (percent-encoded) path below /{lang} names, in either slash form. */
function pageMatch(below: string): RouteMatch | null {
  try {
    return routeForSegments(decodeURIComponent(below).split('/').filter(Boolean));
  } catch {
    return null;
  }
}

/** The address of a page path below /{lang} ('about-us' -> '/en/about-us/'), as localizeHref forms it. */
function pageHref(lang: Lang, below: string): string {
  const match = pageMatch(below);
  if (!match) return hrefOf(lang, below);
  if (match.route.redirect) return hrefOf(lang, resolveRedirects(match.route.path));
  const api = apiPathOf(match);
  return hrefOf(lang, api ? canonicalPath(match, api) : fillPath(match.route.path, match.params));
}
