import type { ListParam, RouteDef } from './routes';

/**
 * Server-rendered list views: a paged news list (?page=N) and a tag-filtered story list (?tag=X)
 * are rendered by the server, so crawlers and visitors without script get the items the URL names.
 *
 * The catch-all page is static (ISR), and reading search params would make every page dynamic. So
 * proxy.ts rewrites such a URL to an internal path that carries the view as two extra segments
 * ('/en/stories?tag=People' -> '/en/stories/_list/tag/People'); the page renders and caches each
 * view like a page of its own, while the visitor's address stays as typed. No route of the table
 * can match the marker segment ('_list' is no valid id). Next runs proxy.ts again on the path it
 * rewrote to, so the internal form is served too (with the same canonical URL, and linked nowhere);
 * any other use of the marker is the 404 page.
 *
 * Other query parameters (the news toolbar's year, month, category, q) stay the island's in the
 * browser: the server sends the list unfiltered, with the list's own canonical URL.
 */

const LIST_VIEW_SEGMENT = '_list';

/** What a URL asks of a list; the page checks it against the content (a page past the end is a 404). */
export type ListView = { kind: 'page'; page: number } | { kind: 'tag'; tag: string };

/** Parameters the browser-side news filter owns: with any of them the server sends the plain list. */
const CLIENT_FILTERS = ['year', 'month', 'category', 'q'];
const PAGE = /^[1-9]\d{0,2}$/;
const TAG_MAX = 60;

export type ListQueryDecision =
  /** Nothing for the server to render: serve the page as it is. */
  | { kind: 'none' }
  /** '?page=1' is the list itself: one address for it. */
  | { kind: 'redirect'; search: string }
  | { kind: 'rewrite'; segments: [typeof LIST_VIEW_SEGMENT, ListParam, string] }
  /** A value that can never name a view ('?page=abc', '?page=0', an overlong tag). */
  | { kind: 'not-found' };

/** What proxy.ts does with the query of a request for `route`. */
export function decideListQuery(route: Pick<RouteDef, 'listParam'>, search: URLSearchParams): ListQueryDecision {
  const param = route.listParam;
  if (!param || !search.has(param) || CLIENT_FILTERS.some((name) => search.has(name))) return { kind: 'none' };
  const values = search.getAll(param);
  const value = values[0].trim();
  if (values.length > 1) return { kind: 'not-found' };
  if (param === 'page') {
    if (!PAGE.test(value)) return { kind: 'not-found' };
    if (value === '1') {
      const rest = new URLSearchParams(search);
      rest.delete('page');
      const query = rest.toString();
      return { kind: 'redirect', search: query ? `?${query}` : '' };
    }
    return { kind: 'rewrite', segments: [LIST_VIEW_SEGMENT, 'page', value] };
  }
  if (value === '' || Array.from(value).length > TAG_MAX || /[\u0000-\u001f\u007f]/.test(value)) return { kind: 'not-found' };
  return { kind: 'rewrite', segments: [LIST_VIEW_SEGMENT, 'tag', value] };
}

/** The page's path segments without a view, and the view they carry (null when none, or malformed). */
export function splitListView(segments: readonly string[]): { segments: string[]; view: ListView | null; malformed: boolean } {
  const at = segments.indexOf(LIST_VIEW_SEGMENT);
  if (at === -1) return { segments: [...segments], view: null, malformed: false };
  const [param, value, ...extra] = segments.slice(at + 1);
  const page = segments.slice(0, at);
  if (extra.length > 0 || value === undefined) return { segments: page, view: null, malformed: true };
  if (param === 'page' && PAGE.test(value) && value !== '1') return { segments: page, view: { kind: 'page', page: Number(value) }, malformed: false };
  if (param === 'tag' && value.trim() !== '' && Array.from(value).length <= TAG_MAX) return { segments: page, view: { kind: 'tag', tag: value }, malformed: false };
  return { segments: page, view: null, malformed: true };
}

/**
 * A pathname without the internal view segments: '/en/stories/_list/tag/People' -> '/en/stories'.
 * usePathname() reads the rewritten path while the server renders a list view and the visitor's
 * address in the browser, so whatever a client component draws from it must agree on both.
 */
export function pagePathname(pathname: string): string {
  const at = pathname.indexOf(`/${LIST_VIEW_SEGMENT}/`);
  return at === -1 ? pathname : pathname.slice(0, at);
}

/** The query string of a view: what its canonical URL and its links carry. */
export function listViewQuery(view: ListView | null): string {
  if (!view) return '';
  return `?${new URLSearchParams(view.kind === 'page' ? { page: String(view.page) } : { tag: view.tag }).toString()}`;
}
