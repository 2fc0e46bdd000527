'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { isSearchable, searchPath } from '@/lib/search/search-path';
import { announceNavigation } from '../NavigationLoader.client';
import { useSiteState } from '../SiteState.client';
import { useHeaderState } from './HeaderState.client';
import { CloseIcon, SearchIcon } from './icons';
import ToggleButton from '../ToggleButton';
import searchField from '../SearchField.module.css';
import styles from './Header.module.css';

/**
 * The search toggle and box (spec section 5): every keystroke is stored in the site state, the
 * submit button is inert while the trimmed keyword is empty, and submitting a keyword navigates to
 * /{lang}/search/{keyword} and closes the box.
 */
export default function SearchBox({ lang }: { lang: string }) {
  const t = useTranslations('header');
  const router = useRouter();
  const { searchKeyword, setSearchKeyword } = useSiteState();
  const { searchOpen, setSearchOpen } = useHeaderState();
  const panelId = useId();
  const inputId = useId();
  const hintId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchable = isSearchable(searchKeyword);

  useEffect(() => {
    if (searchOpen) inputRef.current?.focus();
  }, [searchOpen]);

  const close = (returnFocus: boolean) => {
    setSearchOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(lang, searchKeyword);
    if (!path) return;
    announceNavigation(path);
    router.push(path);
    close(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div className={styles.search}>
      <ToggleButton ref={toggleRef} className={styles.iconButton} expanded={searchOpen} controls={panelId} label={t('search')} icon={searchOpen ? <CloseIcon /> : <SearchIcon />} onClick={() => setSearchOpen(!searchOpen)} />
      <div id={panelId} className={styles.searchPanel} hidden={!searchOpen} onKeyDown={onKeyDown}>
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
      </div>
    </div>
  );
}
