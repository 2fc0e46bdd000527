'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { LocaleCode } from '@/lib/i18n';
import type { SearchResultItemData } from '../shared/SearchResultItem';
import ui from '../shared/ui.module.css';
import type MoreResultsType from './MoreResults.client';
import styles from './SearchResults.module.css';

interface Props {
  code: LocaleCode;
  keyword: string;
  /** Results already on the page (the server-rendered first page). */
  shown: number;
  pageSize: number;
  total: number;
  /** Id of the count line that names the result lists. */
  labelledBy: string;
}

/** The hits of a search API answer, or null when it is not one (only site paths become links). */
function itemsOf(json: unknown): SearchResultItemData[] | null {
  const modules = (json as { data?: { pageContent?: unknown } } | null)?.data?.pageContent;
  if (!Array.isArray(modules)) return null;
  const results = modules.find((m: { module?: unknown }) => m?.module === 'searchResults') as { content?: { items?: unknown } } | undefined;
  const items = results?.content?.items;
  if (!Array.isArray(items)) return null;
  return items.filter(
    (i): i is SearchResultItemData =>
      typeof i?.url === 'string' && i.url.startsWith('/') && !i.url.startsWith('//') && typeof i.title === 'string' && typeof i.snippet === 'string',
  );
}

/**
 * "More results": the first page is in the server HTML (the page stays static per keyword); the
 * next pages come from the same content API the page uses, appended below, with focus moved to
 * the first new result so keyboard and screen-reader users continue where the new results start.
 */
export default function SearchMore({ code, keyword, shown, pageSize, total, labelledBy }: Props) {
  const t = useTranslations('modules.search');
  const [items, setItems] = useState<SearchResultItemData[]>([]);
  // The list of fetched hits is drawn by a chunk imported with the first fetch (MoreResults.client.tsx).
  const [MoreResults, setMoreResults] = useState<typeof MoreResultsType | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const focusIndex = useRef<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    if (focusIndex.current !== null) {
      links.current[focusIndex.current]?.focus();
      focusIndex.current = null;
    }
  }, [items]);

  const count = shown + items.length;
  const list =
    items.length > 0 && MoreResults ? (
      <MoreResults items={items} shown={shown} keyword={keyword} labelledBy={labelledBy} linkRef={(i, el) => void (links.current[i] = el)} />
    ) : null;
  if (count >= total) return list;

  async function loadMore() {
    setState('loading');
    const page = Math.floor(count / pageSize) + 1;
    try {
      const [response, drawn] = await Promise.all([
        fetch(`/api/${code}/search/getSearchResult/${encodeURIComponent(keyword)}/?page=${page}`, { headers: { Accept: 'application/json' } }),
        import('./MoreResults.client'),
      ]);
      const next = response.ok ? itemsOf(await response.json()) : null;
      if (!next || next.length === 0) throw new Error(`search page ${page} answered ${response.status}`);
      focusIndex.current = items.length;
      setMoreResults(() => drawn.default);
      setItems((old) => [...old, ...next]);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      {list}
      <div className={`${ui.controls} ${styles.more}`}>
        <p className={styles.progress} aria-live="polite">
          {state === 'failed' ? t('moreFailed') : t('showing', { shown: count, total })}
        </p>
        <button type="button" className={styles.moreButton} onClick={loadMore} disabled={state === 'loading'} aria-busy={state === 'loading'}>
          {state === 'loading' ? t('loading') : t('more')}
        </button>
      </div>
    </>
  );
}
