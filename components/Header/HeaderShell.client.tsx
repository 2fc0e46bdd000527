'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { hasRouteFlag } from '@/lib/routing/route-flags';
import { MEDIA_QUERIES } from '@/lib/ui/breakpoints';
import { matchesMedia } from '@/lib/ui/media-query';
import { TRANSPARENT_SCROLL_LIMIT } from './constants';
import { HeaderStateContext, type HeaderState } from './HeaderState.client';
import styles from './Header.module.css';

/**
 * Whether the page is scrolled to the top: true on the server and in the hydration render (the
 * server cannot know), then read in the first animation frame (a page reloaded or restored halfway
 * down) and on every scroll event. Not useSyncExternalStore: React calls its getSnapshot inside
 * hydration's commit, and reading window.scrollY there laid the page out inside hydration's long
 * task instead of in the frame that follows it.
 */
function useScrolledToTop(): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const read = () => setAtTop(window.scrollY <= TRANSPARENT_SCROLL_LIMIT);
    const frame = window.requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', read);
    };
  }, []);
  return atTop;
}

/**
 * The fixed <header> element and the header's state (see HeaderState). Transparent mode (white
 * logo and text over the page's hero) applies on the routes flagged transparentHeader
 * (`transparentPaths`) while the page is scrolled to the top and no menu or search box is open;
 * otherwise the header is solid white.
 */
export default function HeaderShell({ transparentPaths, children }: { transparentPaths: readonly string[]; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const [openIndex, setOpenIndexState] = useState<number | null>(null);
  const [mobileOpen, setMobileOpenState] = useState(false);
  const [searchOpen, setSearchOpenState] = useState(false);
  const atTop = useScrolledToTop();

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

  const flagged = hasRouteFlag(transparentPaths, pathname);
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
