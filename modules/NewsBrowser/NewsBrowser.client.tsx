'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { Lang } from '@/lib/i18n';
import { filterNews, isFiltered, newsFilterQuery, pageOf, parseNewsFilter, type NewsFacets, type NewsFilter } from '@/lib/news-filter';
import type { HeadingLevel } from '../shared/Card';
import { useQuery } from '../shared/useQuery';
import NewsItems, { type NewsItem } from '../shared/NewsItems';
import { fetchNewsItems, newsListUrl } from './news-api';
import NewsToolbar from './NewsToolbar';
import styles from './NewsBrowser.module.css';

interface Props {
  lang: Lang;
  /** The page's content path ("/news/latest-news"): the list is loaded from /api/{code}{api}. */
  api: string;
  /** JSON of the module's `collection`, to find the same list in the API answer. */
  collection: string;
  /** The first page, as the server rendered it. */
  firstPage: NewsItem[];
  total: number;
  pageSize: number;
  facets: NewsFacets;
  heading: HeadingLevel;
  listView: boolean;
}

/**
 * The news list with its toolbar. The filter lives in the URL (?year=&month=&category=&q=&page=),
 * so a filtered list can be shared; the page itself stays static because only this island reads
 * the search params. The first page comes from the server; as soon as a filter or "load more"
 * needs the rest, the whole list is loaded once with SWR and filtered here.
 */
export default function NewsBrowser({ lang, api, collection, firstPage, total, pageSize, facets, heading, listView }: Props) {
  const t = useTranslations('media.filters');
  const pathname = usePathname();
  const filter = parseNewsFilter(useQuery());
  const needsAll = isFiltered(filter) || filter.page > 1;
  const { data, error, isLoading, mutate } = useSWR(needsAll ? ([newsListUrl(lang, api), collection] as const) : null, fetchNewsItems, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first item "load more" added: it receives focus once rendered. */
  const focusIndex = useRef<number | null>(null);

  const all = data ?? null;
  const matching = all ? filterNews(all, filter) : null;
  const { shown, hasMore } = matching ? pageOf(matching, filter.page, pageSize) : { shown: firstPage, hasMore: total > firstPage.length };
  const count = matching ? matching.length : total;
  const waiting = needsAll && !all;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li a')[index]?.focus();
  }, [shown.length]);

  // The History API keeps Next's router (and useSearchParams) in sync without a server round trip.
  const go = (next: NewsFilter, mode: 'push' | 'replace') => {
    const url = `${pathname}${newsFilterQuery(next)}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  const loadMore = () => {
    focusIndex.current = shown.length;
    go({ ...filter, page: filter.page + 1 }, 'replace');
  };

  return (
    <div className={styles.browser}>
      <NewsToolbar filter={filter} facets={facets} lang={lang} onChange={(next) => go(next, 'push')} />
      <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        {waiting && !error ? t('loading') : t('results', { count })}
        {!waiting && count > shown.length && ` · ${t('showing', { shown: shown.length, total: count })}`}
      </p>
      {error && !all && (
        <p className={styles.error} role="alert">
          {t('error')}{' '}
          <button type="button" className="btn btn-outline" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </p>
      )}
      {/* Until the full list arrives the server's first page stays, marked busy, rather than flashing empty. */}
      <div aria-busy={waiting || isLoading}>{(!matching || matching.length > 0) && <NewsItems items={shown} lang={lang} heading={heading} listView={listView} listRef={listRef} />}</div>
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
