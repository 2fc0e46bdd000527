import type { Lang } from '../i18n';
import { docsFor } from './index-cache';
import { pageOf, SEARCH_PAGE_SIZE } from './paginate';
import { capKeyword, cleanKeyword, parseQuery, SEARCH_KEYWORD_MAX } from './query';
import { rank, type SearchHit } from './rank';

export interface SearchResult {
  /** The keyword that was searched: cleaned and cut to SEARCH_KEYWORD_MAX characters. */
  keyword: string;
  /** True when the visitor's keyword was longer and was cut. */
  truncated: boolean;
  terms: string[];
  items: Omit<SearchHit, 'score'>[];
  page: number;
  pageSize: number;
  total: number;
}

/** Search one language of the store at `root` for a keyword as it came from the URL. */
export async function searchSite(root: string, lang: Lang, rawKeyword: string, page = 1): Promise<SearchResult> {
  const { keyword, truncated } = capKeyword(cleanKeyword(rawKeyword), SEARCH_KEYWORD_MAX);
  const query = parseQuery(keyword);
  const hits = query.terms.length > 0 ? rank(await docsFor(root, lang), query) : [];
  const paged = pageOf(hits, page, SEARCH_PAGE_SIZE);
  return {
    keyword,
    truncated,
    terms: query.terms,
    items: paged.items.map(({ url, title, snippet }) => ({ url, title, snippet })),
    page: paged.page,
    pageSize: paged.pageSize,
    total: paged.total,
  };
}
