/** Results per page of the search results. */
export const SEARCH_PAGE_SIZE = 10;
/** No keyword has this many pages of results; a higher number is a broken or hostile link. */
export const SEARCH_MAX_PAGE = 1000;

/**
 * The `page` query parameter: absent means 1; otherwise a plain decimal integer from 1 to
 * SEARCH_MAX_PAGE. Anything else (0, -1, 1.5, 1e3, ' 2', a second `page`) is null: refused.
 */
export function parsePageParam(values: string[]): number | null {
  if (values.length === 0) return 1;
  if (values.length > 1 || !/^[1-9]\d{0,3}$/.test(values[0])) return null;
  const page = Number(values[0]);
  return page <= SEARCH_MAX_PAGE ? page : null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** One page of `all`; a page past the end is empty (the total still says how many there are). */
export function pageOf<T>(all: T[], page: number, pageSize: number = SEARCH_PAGE_SIZE): Paged<T> {
  const from = (page - 1) * pageSize;
  return { items: all.slice(from, from + pageSize), page, pageSize, total: all.length };
}
