import type { Lang } from '../i18n';
import { docsFor, queryTerms, rank } from '../search';
import { PUBLISHED_ROOT, fileFor, readJson } from './embedded';

const MAX_KEYWORD = 200;

/**
 * The embedded answer to GET /api/{code}/search/getSearchResult/{keyword}/: the page frame from
 * search/getSearchResult.json with a `searchResults` module holding every hit (the page paginates).
 */
export async function searchResponse(lang: Lang, rawKeyword: string): Promise<unknown> {
  const keyword = rawKeyword.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD);
  const frameFile = fileFor(PUBLISHED_ROOT, lang, '/search/getSearchResult');
  const frame = (frameFile ? await readJson(frameFile) : undefined) as
    | { data?: { breadcrumb?: unknown; pageContent?: unknown[] }; metaData?: Record<string, unknown> }
    | undefined;
  const hits = keyword ? rank(await docsFor(PUBLISHED_ROOT, lang), keyword) : [];
  return {
    data: {
      breadcrumb: frame?.data?.breadcrumb ?? [],
      pageContent: [
        ...(frame?.data?.pageContent ?? []),
        { module: 'searchResults', content: { keyword, terms: queryTerms(keyword), total: hits.length, items: hits } },
      ],
    },
    metaData: frame?.metaData ?? { pageTitle: keyword },
  };
}
