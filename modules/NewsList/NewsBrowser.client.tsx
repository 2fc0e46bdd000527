'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n';
import { filterNews, isFiltered, newsFilterQuery, pageOf, parseNewsFilter, type NewsFacets, type NewsFilter } from '@/lib/content/news-filter';
import type { HeadingLevel } from '../shared/Card';
import { useQuery } from '../shared/useQuery';
import type { NewsData } from './NewsData.client';
import { newsStatus } from './news-status';
import NewsToolbar from './NewsToolbar.client';
import styles from './NewsBrowser.module.css';

/** Loaded when a filter first needs the whole list: SWR is not part of a first visit. */
const NewsDataLoader = dynamic(() => import('./NewsData.client'), { ssr: false });
const NOTHING_YET: NewsData = { loading: false };
/** The cards of a filtered list (the unfiltered first page comes rendered from the server). */
const NewsItems = dynamic(() => import('../shared/NewsItems'));

interface Props {
  lang: Lang;
  /** The page's content path ("/news/latest-news"): the list is loaded from /api/{code}{api}. */
  api: string;
  /** JSON of the module's `collection`, to find the same list in the API answer. */
  collection: string;
  /**
   * How many items the first page shows, and that page as the server rendered it (the items
   * themselves are not sent again: only a filtered list, from the API, needs them as data).
   */
  firstCount: number;
  firstPageList: ReactNode;
  total: number;
  pageSize: number;
  facets: NewsFacets;
  /**
   * Text the server formatted (news-status.ts): the status line of the unfiltered first page, and
   * the names of the twelve months in the page language. A first visit creates no Intl formatter.
   */
  firstStatus: string;
  monthLabels: readonly string[];
  heading: HeadingLevel;
  listView: boolean;
  /** The list opens the page: the first card's image of a filtered list loads with high priority too. */
  lead: boolean;
}

/**
 * The news list with its toolbar. The filter lives in the URL (?year=&month=&category=&q=&page=),
 * so a filtered list can be shared; the page itself stays static because only this island reads
 * the search params. The first page comes from the server; as soon as a filter or "load more"
 * needs the rest, the whole list is loaded once with SWR (NewsData.client.tsx) and filtered here.
 */
export default function NewsBrowser({ lang, api, collection, firstCount, firstPageList, total, pageSize, facets, firstStatus, monthLabels, heading, listView, lead }: Props) {
  const t = useTranslations('media.filters');
  const pathname = usePathname();
  const filter = parseNewsFilter(useQuery());
  const needsAll = isFiltered(filter) || filter.page > 1;
  const [data, setData] = useState<NewsData>(NOTHING_YET);
  // Without a filter the list is the server's first page, whatever an earlier filter loaded or failed.
  const { items, error, loading, retry } = needsAll ? data : NOTHING_YET;
  // A callback ref: the filtered list's code arrives in its own chunk, possibly after the items.
  const [list, setList] = useState<HTMLUListElement | null>(null);
  /** Index of the first item "load more" added: it receives focus once rendered. */
  const focusIndex = useRef<number | null>(null);

  const all = items ?? null;
  const matching = all ? filterNews(all, filter) : null;
  const paged = matching ? pageOf(matching, filter.page, pageSize) : null;
  const shownCount = paged ? paged.shown.length : firstCount;
  const hasMore = paged ? paged.hasMore : total > firstCount;
  const count = matching ? matching.length : total;
  const waiting = needsAll && !all;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || !list || shownCount <= index) return;
    focusIndex.current = null;
    list.querySelectorAll<HTMLAnchorElement>(':scope > li a')[index]?.focus();
  }, [shownCount, list]);

  // The History API keeps Next's router (and useSearchParams) in sync without a server round trip.
  const go = (next: NewsFilter, mode: 'push' | 'replace') => {
    const url = `${pathname}${newsFilterQuery(next)}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  const loadMore = () => {
    focusIndex.current = shownCount;
    go({ ...filter, page: filter.page + 1 }, 'replace');
  };

  return (
    <div className={styles.browser}>
      {needsAll && <NewsDataLoader lang={lang} api={api} collection={collection} onChange={setData} />}
      <NewsToolbar filter={filter} facets={facets} monthLabels={monthLabels} onChange={(next) => go(next, 'push')} />
      <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        {!needsAll ? firstStatus : waiting ? (error ? t('results', { count }) : t('loading')) : newsStatus(t, count, shownCount)}
      </p>
      {Boolean(error) && !all && (
        <p className={styles.error} role="alert">
          {t('error')}{' '}
          <button type="button" className="btn btn-outline" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      {/* Until the full list arrives the server's first page stays, marked busy, rather than flashing empty. */}
      <div aria-busy={waiting || loading}>
        {paged ? paged.shown.length > 0 && <NewsItems items={paged.shown} lang={lang} heading={heading} listView={listView} listRef={setList} leadImage={lead} /> : firstPageList}
      </div>
      {hasMore && !waiting && (
        <p className={styles.more}>
          <button type="button" className="btn btn-outline" onClick={loadMore}>
            {t('loadMore')}
          </button>
        </p>
      )}
    </div>
  );
}
