'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useMemo, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { pathBelowLang } from '@/lib/routing/links';
import { matchRoute } from '@/lib/routing/routes';
import { MEDIA_QUERIES } from '@/lib/ui/breakpoints';
import { matchesMedia } from '@/lib/ui/media-query';
import { TRANSPARENT_SCROLL_LIMIT } from './constants';
import { HeaderStateContext, type HeaderState } from './HeaderState.client';
import styles from './Header.module.css';

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const scrolledToTop = () => window.scrollY <= TRANSPARENT_SCROLL_LIMIT;
/** The server renders the page as if it were scrolled to the top. */
const serverAtTop = () => true;

/**
 * The fixed <header> element and the header's state (see HeaderState). Transparent mode (white
 * logo and text over the page's hero) applies on routes flagged transparentHeader while the page is
 * scrolled to the top and no menu or search box is open; otherwise the header is solid white.
 */
export default function HeaderShell({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const [openIndex, setOpenIndexState] = useState<number | null>(null);
  const [mobileOpen, setMobileOpenState] = useState(false);
  const [searchOpen, setSearchOpenState] = useState(false);
  const atTop = useSyncExternalStore(subscribeScroll, scrolledToTop, serverAtTop);

  // A navigation closes every menu (state adjusted while rendering, as React recommends).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenIndexState(null);
    setMobileOpenState(false);
    setSearchOpenState(false);
  }

  const setOpenIndex = useCallback((index: number | null) => setOpenIndexState(index), []);
  const setMobileOpen = useCallback((open: boolean) => {
    setMobileOpenState(open);
    if (open) setSearchOpenState(false);
    else setOpenIndexState(null);
  }, []);
  const setSearchOpen = useCallback((open: boolean) => {
    setSearchOpenState(open);
    if (open) {
      setOpenIndexState(null);
      setMobileOpenState(false);
    }
  }, []);

  const state = useMemo<HeaderState>(
    () => ({ openIndex, setOpenIndex, mobileOpen, setMobileOpen, searchOpen, setSearchOpen }),
    [openIndex, setOpenIndex, mobileOpen, setMobileOpen, searchOpen, setSearchOpen],
  );

  const flagged = useMemo(() => matchRoute(pathBelowLang(pathname))?.route.transparentHeader === true, [pathname]);
  const transparent = flagged && atTop && openIndex === null && !mobileOpen && !searchOpen;

  // Desktop: leaving the header (pointer or keyboard focus) collapses the submenu.
  const onMouseLeave = () => {
    if (!matchesMedia(MEDIA_QUERIES.tablet)) setOpenIndexState(null);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!matchesMedia(MEDIA_QUERIES.tablet) && (!next || !event.currentTarget.contains(next))) setOpenIndexState(null);
  };

  return (
    <HeaderStateContext.Provider value={state}>
      <header
        className={styles.header}
        data-site-header=""
        data-transparent={transparent ? '' : undefined}
        data-scrolled={atTop ? undefined : ''}
        data-menu-open={mobileOpen ? '' : undefined}
        onMouseLeave={onMouseLeave}
        onBlur={onBlur}
      >
        {children}
      </header>
    </HeaderStateContext.Provider>
  );
}
