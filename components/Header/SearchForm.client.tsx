'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { isSearchable, searchPath } from '@/lib/search/search-path';
import { announceNavigation } from '../NavigationLoader.client';
import { useSiteState } from '../SiteState.client';
import { SearchIcon } from './icons';
import searchField from '../SearchField.module.css';
import styles from './Header.module.css';

/**
 * The header's search form (spec section 5), inside the box SearchBox shows: every keystroke is
 * stored in the site state, the submit button is inert while the trimmed keyword is empty, and
 * submitting a keyword navigates to /{lang}/search/{keyword}. Its code is fetched when the box
 * first opens (SearchForm.lazy.client.tsx): a page that is only read never needs it.
 */
export default function SearchForm({ lang, open, onSearch }: { lang: string; open: boolean; onSearch: () => void }) {
  const t = useTranslations('header');
  const router = useRouter();
  const { searchKeyword, setSearchKeyword } = useSiteState();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const searchable = isSearchable(searchKeyword);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(lang, searchKeyword);
    if (!path) return;
    announceNavigation(path);
    router.push(path);
    onSearch();
  };

  return (
    <form role="search" aria-label={t('search')} className={`container ${searchField.row}`} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={`${searchField.input} ${styles.searchInput}`}
        type="search"
        name="keyword"
        value={searchKeyword}
        onChange={(event) => setSearchKeyword(event.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        aria-describedby={searchable ? undefined : hintId}
      />
      <span id={hintId} className="visually-hidden">
        {t('searchHint')}
      </span>
      <button type="submit" className={`btn btn-primary ${styles.searchSubmit}`} disabled={!searchable}>
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('submitSearch')}</span>
      </button>
    </form>
  );
}
