/**
 * What kind of address a link is, judged from the address alone. Client-safe: the browser's link
 * handling (components/PlainLink.tsx, ./in-app-path.ts) imports this without the route table that
 * ./links.ts forms internal addresses with.
 */

/** A link leaves the site (or the browser) when it is absolute http(s), mailto: or tel:. */
export function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
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
