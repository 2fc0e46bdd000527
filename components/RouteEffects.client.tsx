'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { normalizeLang } from '@/lib/i18n';
import { hasRouteFlag } from '@/lib/routing/route-flags';
import { prefersReducedMotion } from '@/lib/ui/media-query';
import { animateScroll, elementForHash, HASH_SCROLL_DELAY_MS, SMOOTH_SCROLL_DURATION_MS, targetY } from '@/lib/ui/scroll';

/** Local storage key of the saved language (spec: "saved language in local storage"). */
export const LANG_STORAGE_KEY = 'lang';

interface Props {
  /** Paths below /{lang} whose navigation keeps the scroll position: the route table's noScrollReset rows (lib/routing/route-flags.ts). */
  noScrollResetPaths: readonly string[];
}

/** Height of the fixed chrome (top bar + main bar): measured, else read from the CSS variables. */
function headerOffset(): number {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (header) {
    const { bottom } = header.getBoundingClientRect();
    if (bottom > 0) return bottom;
  }
  const style = getComputedStyle(document.documentElement);
  const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
  return px('--topbar-height') + px('--header-height');
}

/**
 * Scroll smoothly (instantly under reduced motion) to the element a hash names, below the header
 * and the element's own scroll-margin-top (e.g. a Milestones year keeps clear of the sticky year bar).
 */
function scrollToHash(hash: string): (() => void) | undefined {
  const element = elementForHash(hash);
  if (!element) return undefined;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const to = targetY(element.getBoundingClientRect().top, window.scrollY, headerOffset() + margin);
  return animateScroll({ to, duration: prefersReducedMotion() ? 0 : SMOOTH_SCROLL_DURATION_MS });
}

/**
 * Saves the page's language once the main thread is idle: a page's first touch of local storage
 * waits for the browser to open it (2-18 ms measured here), which would otherwise land in the task
 * that runs the effects of hydration. Browsers without requestIdleCallback save on the next tick.
 */
function saveLang(lang: string): void {
  const save = () => {
    try {
      window.localStorage.setItem(LANG_STORAGE_KEY, lang);
    } catch {
      // Storage may be disabled (private mode, policy): the cookie set by proxy.ts still remembers.
    }
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(save, { timeout: 2000 });
  else window.setTimeout(save, 0);
}

/**
 * Page-level effects of every navigation (spec section 2, "Page-level behaviour"), rendered once
 * in the language layout:
 * - a URL hash scrolls to its element after 500 ms, offset by the fixed header;
 * - otherwise a client navigation scrolls to the top, except on routes flagged noScrollReset and on
 *   back/forward navigations (the browser restores those);
 * - the language of the page is saved in local storage.
 */
export default function RouteEffects({ noScrollResetPaths }: Props) {
  const pathname = usePathname() ?? '/';
  const previous = useRef<string | null>(null);
  const fromHistory = useRef(false);

  useEffect(() => {
    const onPop = () => {
      fromHistory.current = true;
    };
    // A hash change within the page (a table-of-contents link, a pasted #anchor) scrolls the same
    // way as a hash on arrival: after 500 ms, below the header.
    let timer: number | undefined;
    let cancelScroll: (() => void) | undefined;
    const onHash = () => {
      window.clearTimeout(timer);
      cancelScroll?.();
      const hash = window.location.hash;
      if (hash && hash !== '#') timer = window.setTimeout(() => (cancelScroll = scrollToHash(hash)), HASH_SCROLL_DELAY_MS);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onHash);
      window.clearTimeout(timer);
      cancelScroll?.();
    };
  }, []);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    const popped = fromHistory.current;
    fromHistory.current = false;

    const lang = normalizeLang(pathname.split('/')[1]);
    if (lang) saveLang(lang);

    const hash = window.location.hash;
    if (hash && hash !== '#') {
      let cancelScroll: (() => void) | undefined;
      const timer = window.setTimeout(() => {
        cancelScroll = scrollToHash(hash);
      }, HASH_SCROLL_DELAY_MS);
      return () => {
        window.clearTimeout(timer);
        cancelScroll?.();
      };
    }

    if (first || !changed || popped) return;
    if (!hasRouteFlag(noScrollResetPaths, pathname)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, noScrollResetPaths]);

  return null;
}
