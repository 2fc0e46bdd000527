/**
 * The route table's flags that the browser acts on, as lists of paths below /{lang}: the header
 * turns transparent over the hero, a navigation keeps the scroll position, a link leads to a
 * redirect row (never prefetched), a path is a landing (the language switcher gives it back its
 * trailing slash). The layout reads them from the table on the server, once per render (`routeFlags()`
 * in ./routes.ts), and hands them to the chrome's client components, so that no visit's JavaScript
 * brings the table and its matcher (docs/architecture.md).
 * Only rows without parameters carry these flags (a unit test holds the table to that), so a flag is
 * an exact lookup of the decoded path. Client-safe: imports nothing of the table.
 */
import { isLang } from '../i18n';

export interface RouteFlags {
  readonly transparentHeader: readonly string[];
  readonly noScrollReset: readonly string[];
  readonly redirect: readonly string[];
  /** Landing pages ('about-us/'): the language switcher gives them back the trailing slash Next's segments drop. */
  readonly landing: readonly string[];
}

/** The decoded path below the language of a URL path: '/en/about-us/?x=1' -> 'about-us/'; null for no language or a bad escape. */
function pathBelowLang(urlPath: string): string | null {
  const [, lang, ...rest] = urlPath.split(/[?#]/)[0].split('/');
  if (!isLang(lang)) return null;
  try {
    return decodeURIComponent(rest.join('/'));
  } catch {
    return null;
  }
}

/** Whether the page at `urlPath` ('/zh-hk/about-us') is one of the flagged `paths`. */
export function hasRouteFlag(paths: readonly string[], urlPath: string): boolean {
  const below = pathBelowLang(urlPath);
  return below !== null && paths.includes(below);
}
