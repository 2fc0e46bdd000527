import { LANGS, type Lang } from './i18n';
import { matchRoute } from './routes';

/** A link leaves the site (or the browser) when it is absolute http(s), mailto: or tel:. */
export function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
}

/** Spec: a link opens in a new tab when its target is _blank or its URL contains http. */
export function opensInNewTab(url: string, target?: string): boolean {
  return target === '_blank' || url.includes('http');
}

/**
 * Content links are written without the language ("/about-us/", "stories/x"); the site adds the
 * visitor's language. Links that already carry a language, anchors and external URLs are kept.
 */
export function localizeHref(url: string, lang: Lang): string {
  const value = url.trim();
  if (value === '' || value.startsWith('#') || isExternal(value)) return value;
  const path = value.startsWith('/') ? value : `/${value}`;
  const first = path.split(/[/?#]/)[1]?.toLowerCase();
  if (first && (LANGS as readonly string[]).includes(first)) return path;
  if (path === '/') return `/${lang}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${lang}${path.slice(1)}`;
  return `/${lang}${path}`;
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
