'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import type { NewsItem } from '../shared/NewsItems';
import { fetchNewsItems } from './news-api';

/** What the list knows of the whole list: nothing yet, loading, loaded, or failed. */
export interface NewsData {
  items?: NewsItem[];
  error?: unknown;
  loading: boolean;
  retry?: () => void;
}

interface Props {
  url: string;
  collection: string;
  onChange: (data: NewsData) => void;
}

/**
 * Loads the whole news list once with SWR and reports it to the list (NewsBrowser). Its own chunk:
 * NewsBrowser renders it only once a filter or "load more" needs the whole list, so SWR and the
 * fetching code are not in a first visit's JavaScript. Renders nothing itself.
 */
export default function NewsDataLoader({ url, collection, onChange }: Props) {
  const { data, error, isLoading, mutate } = useSWR([url, collection] as const, fetchNewsItems, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  useEffect(() => {
    onChange({ items: data, error, loading: isLoading, retry: () => void mutate() });
  }, [data, error, isLoading, mutate, onChange]);
  return null;
}
