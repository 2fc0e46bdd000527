import type { Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/href';
import { pagePathname } from '@/lib/routing/list-view';

/**
 * The same page in another language. A row of the route table has one path in every language, so
 * the link keeps the path below the language and swaps the language; it needs no route table in the
 * browser (2.2 KB gzip on every page, docs/performance.md).
 *
 * `segments` are the [lang] layout's selected segments (useSelectedLayoutSegments): the route tree the
 * server rendered, which the browser hydrates unchanged, where usePathname reads the rewritten path on
 * the server and the typed address in the browser. So the server HTML and the hydrated link agree:
 * - the not-found page that proxy.ts rewrote an unknown address to ('404') links the other languages'
 *   home pages, since its address names no page in any language;
 * - a list view's internal segments ('stories/_list/tag/People', lib/routing/list-view.ts) are left
 *   out, and so are ?page=N and ?tag=X of the suffix: they name a page or a word of this language's list;
 * - a landing gets back the trailing slash the segments drop ('about-us' -> 'about-us/'), so the link
 *   costs no redirect; `landingPaths` are the route table's landings (routeFlags().landing).
 * The suffix (query string and hash, '?year=2026#list') is otherwise kept.
 * ['about-us/leadership'] -> '/zh-hk/about-us/leadership'; ['about-us'] -> '/zh-hk/about-us/'.
 */
export function switchLanguagePath(segments: readonly string[], lang: Lang, landingPaths: readonly string[], suffix = ''): string {
  const below = pagePathname(`/${segments.join('/')}`)
    .split('/')
    .filter(Boolean)
    .map(encodeSegment)
    .join('/');
  if (below === '404') return hrefOf(lang, '');
  const path = landingPaths.includes(`${below}/`) ? `${below}/` : below;
  return `${hrefOf(lang, path)}${withoutListView(suffix)}`;
}

/** Next hands the segments percent-encoded as the address has them; the link encodes each once, whichever form arrives. */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}

function withoutListView(suffix: string): string {
  const hashAt = suffix.indexOf('#');
  const query = hashAt === -1 ? suffix : suffix.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : suffix.slice(hashAt);
  const params = new URLSearchParams(query);
  if (!params.has('page') && !params.has('tag')) return suffix;
  params.delete('page');
  params.delete('tag');
  const rest = params.toString();
  return `${rest ? `?${rest}` : ''}${hash}`;
}
