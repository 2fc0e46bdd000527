'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHeaderState } from './HeaderState.client';
import { CloseIcon, SearchIcon } from './icons';
import SearchForm, { preloadSearchForm } from './SearchForm.lazy.client';
import ToggleButton from '../ToggleButton';
import styles from './Header.module.css';

/**
 * The search toggle and box (spec section 5). The box holds the search form (SearchForm.client.tsx:
 * the keyword, its checks and the navigation to /{lang}/search/{keyword}), rendered from its first
 * opening on and fetched then, or earlier when a pointer or focus comes to the toggle; submitting
 * closes the box, Esc closes it and gives focus back to the toggle.
 */
export default function SearchBox({ lang }: { lang: string }) {
  const t = useTranslations('header');
  const { searchOpen, setSearchOpen } = useHeaderState();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Once opened, the form stays mounted (hidden with the box), as the box's content always was.
  const [opened, setOpened] = useState(searchOpen);
  if (searchOpen && !opened) setOpened(true);

  const close = (returnFocus: boolean) => {
    setSearchOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div className={styles.search}>
      <ToggleButton
        ref={toggleRef}
        className={styles.iconButton}
        expanded={searchOpen}
        controls={panelId}
        label={t('search')}
        icon={searchOpen ? <CloseIcon /> : <SearchIcon />}
        onClick={() => setSearchOpen(!searchOpen)}
        onPointerEnter={preloadSearchForm}
        onFocus={preloadSearchForm}
      />
      <div id={panelId} className={styles.searchPanel} hidden={!searchOpen} onKeyDown={onKeyDown}>
        {opened && <SearchForm lang={lang} open={searchOpen} onSearch={() => close(false)} />}
      </div>
    </div>
  );
}
