'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import type { NewsItem } from '../shared/NewsItems';
import type { Lang } from '@/lib/i18n';
import { fetchNewsItems, newsListUrl } from './news-api';

/** What the list knows of the whole list: nothing yet, loading, loaded, or failed. */
export interface NewsData {
  items?: NewsItem[];
  error?: unknown;
  loading: boolean;
  retry?: () => void;
}

interface Props {
  lang: Lang;
  /** The page's content path: the list is loaded from /api/{code}{api} (news-api.ts). */
  api: string;
  collection: string;
  onChange: (data: NewsData) => void;
}

/**
 * Loads the whole news list once with SWR and reports it to the list (NewsBrowser). Its own chunk:
 * NewsBrowser renders it only once a filter or "load more" needs the whole list, so SWR and the
 * fetching and checking code (news-api.ts) are not in a first visit's JavaScript. Renders nothing
 * itself.
 */
export default function NewsDataLoader({ lang, api, collection, onChange }: Props) {
  const { data, error, isLoading, mutate } = useSWR([newsListUrl(lang, api), collection] as const, fetchNewsItems, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  useEffect(() => {
    onChange({ items: data, error, loading: isLoading, retry: () => void mutate() });
  }, [data, error, isLoading, mutate, onChange]);
  return null;
}
