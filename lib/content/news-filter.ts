import type { CollectionItem } from '@/modules/shared/schema';

/**
 * The filter of the news and press release lists, as pure functions: the toolbar state as it
 * lives in the URL (?year=2026&month=03&category=…&q=…&page=2), what each item is filed under,
 * and which items a state shows. The list island, its tests and crawlers all read one format.
 */

/** Items the first page shows; "load more" adds the same number again. */
export const NEWS_PAGE_SIZE = 6;
/** Bounds of the URL values: anything outside is ignored, never an error. */
export const KEYWORD_MAX = 100;
const CATEGORY_MAX = 60;
const PAGE_MAX = 50;

export interface NewsFilter {
  /** Four-digit year, e.g. "2026". */
  year?: string;
  /** Two-digit month "01".."12". */
  month?: string;
  /** The item's category as the backend labels it. */
  category?: string;
  /** Free text matched against title, summary and category. */
  q?: string;
  /** Pages shown ("load more" clicks + 1); 1 when absent. */
  page: number;
}

/** What the filter reads of a collection item (modules/schemas.ts). */
export type FilterableItem = Pick<CollectionItem, 'title' | 'summary' | 'category' | 'publishTime'>;

/** What URLSearchParams and Next's ReadonlyURLSearchParams have in common. */
export interface ParamReader {
  get(name: string): string | null;
}

const YEAR = /^(19|20)\d{2}$/;
const MONTH = /^(0?[1-9]|1[0-2])$/;
const PAGE = /^[1-9]\d{0,2}$/;
// Hong Kong has had no daylight saving time since 1979: its offset is fixed.
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-\d{2}$/;

/** Read the toolbar state from a URL; invalid or oversized values are dropped. */
export function parseNewsFilter(params: ParamReader): NewsFilter {
  const filter: NewsFilter = { page: 1 };
  const year = params.get('year')?.trim();
  if (year && YEAR.test(year)) filter.year = year;
  const month = params.get('month')?.trim();
  if (month && MONTH.test(month)) filter.month = month.padStart(2, '0');
  const category = params.get('category')?.trim();
  if (category && category.length <= CATEGORY_MAX) filter.category = category;
  const q = params.get('q')?.replace(/\s+/g, ' ').trim();
  if (q) filter.q = q.slice(0, KEYWORD_MAX);
  const page = params.get('page')?.trim();
  if (page && PAGE.test(page)) filter.page = Math.min(Number(page), PAGE_MAX);
  return filter;
}

/** The query string of a state ('' when nothing is filtered), in a stable order. */
export function newsFilterQuery(filter: NewsFilter): string {
  const params = new URLSearchParams();
  if (filter.year) params.set('year', filter.year);
  if (filter.month) params.set('month', filter.month);
  if (filter.category) params.set('category', filter.category);
  if (filter.q) params.set('q', filter.q);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when any filter (not only paging) narrows the list. */
export function isFiltered(filter: NewsFilter): boolean {
  return Boolean(filter.year || filter.month || filter.category || filter.q);
}

/**
 * "2026-03" for an item: the month it was published in Hong Kong. A bare date is a calendar day;
 * a date-time is moved to Hong Kong time first (23:30 UTC on 31 Dec is already January in HK).
 */
export function periodOf(publishTime: string | undefined): string | null {
  if (!publishTime) return null;
  const day = DATE_ONLY.exec(publishTime);
  if (day) return `${day[1]}-${day[2]}`;
  const ms = Date.parse(publishTime);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + HK_OFFSET_MS).toISOString().slice(0, 7);
}

/** Case-, width- and accent-insensitive form for matching (full-width Ｐ matches p). */
function fold(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every word of the keyword must appear; Chinese has no spaces, so a phrase matches as a substring. */
function matchesKeyword(item: FilterableItem, q: string): boolean {
  const haystack = fold([item.title, item.summary ?? '', item.category ?? ''].join('\n'));
  return fold(q)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The items a state shows, in their given order (the backend sends them newest first). */
export function filterNews<T extends FilterableItem>(items: readonly T[], filter: NewsFilter): T[] {
  return items.filter((item) => {
    if (filter.year || filter.month) {
      const period = periodOf(item.publishTime);
      if (!period) return false;
      if (filter.year && period.slice(0, 4) !== filter.year) return false;
      if (filter.month && period.slice(5, 7) !== filter.month) return false;
    }
    if (filter.category && item.category !== filter.category) return false;
    if (filter.q && !matchesKeyword(item, filter.q)) return false;
    return true;
  });
}

/** The first `page` pages of a filtered list and whether more remain. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = NEWS_PAGE_SIZE): { shown: T[]; hasMore: boolean } {
  const end = Math.max(1, page) * pageSize;
  return { shown: items.slice(0, end), hasMore: items.length > end };
}

/** The month filter's values, January first. */
export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** The choices the toolbar offers, from every item of the list (not only the first page). */
export interface NewsFacets {
  /** Newest first. */
  years: string[];
  /** Distinct categories in first-seen order. */
  categories: string[];
}

export function newsFacets(items: readonly FilterableItem[]): NewsFacets {
  const years = new Set<string>();
  const categories: string[] = [];
  for (const item of items) {
    const period = periodOf(item.publishTime);
    if (period) years.add(period.slice(0, 4));
    if (item.category && !categories.includes(item.category)) categories.push(item.category);
  }
  return { years: [...years].sort().reverse(), categories };
}
