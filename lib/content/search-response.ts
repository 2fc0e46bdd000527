import type { Lang } from '../i18n';
import { searchSite } from '../search/search';
import { PUBLISHED_ROOT, fileFor, readJson } from './embedded';

interface Frame {
  data?: { breadcrumb?: unknown; pageContent?: unknown[] };
  metaData?: { pageTitle?: unknown; ogTags?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * The embedded answer to GET /api/{code}/search/getSearchResult/{keyword}/[?page=n]: the page
 * frame of search/getSearchResult.json with a `searchResults` module holding one page of hits.
 * The page title echoes the keyword as plain text (the page escapes it like any other title).
 */
export async function searchResponse(lang: Lang, rawKeyword: string, page: number): Promise<unknown> {
  const frameFile = fileFor(PUBLISHED_ROOT, lang, '/search/getSearchResult');
  const frame = (frameFile ? await readJson(frameFile) : undefined) as Frame | undefined;
  const result = await searchSite(PUBLISHED_ROOT, lang, rawKeyword, page);
  const baseTitle = typeof frame?.metaData?.pageTitle === 'string' ? frame.metaData.pageTitle : 'Search';
  const pageTitle = result.keyword ? `${baseTitle}: ${result.keyword}` : baseTitle;
  return {
    data: {
      breadcrumb: frame?.data?.breadcrumb ?? [],
      pageContent: [...(frame?.data?.pageContent ?? []), { module: 'searchResults', content: result }],
    },
    metaData: { ...frame?.metaData, pageTitle, ogTags: { ...frame?.metaData?.ogTags, title: pageTitle } },
  };
}
