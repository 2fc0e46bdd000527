'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { anchorPath, inAppPath } from '@/lib/routing/in-app-path';
import { hasRouteFlag } from '@/lib/routing/route-flags';

/** The first path segment: the language of the root layout ('/zh-hk/stories' -> 'zh-hk'). */
const langOf = (path: string) => path.split(/[/?]/)[1] ?? '';

/**
 * Client-side navigation for every internal link of the site, from listeners on the document.
 *
 * Internal links are plain <a> elements (components/SmartLink.tsx), not next/link: each next/link is
 * a client component that hydrates with its own hooks and an IntersectionObserver, and prefetches
 * its page as soon as it scrolls into view. A page has about a hundred links (menus, footer,
 * cards), so on a phone that was a large part of the first visit's main-thread work (docs/performance.md). Here a click on an internal link goes through the router as next/link's would
 * (scroll decided by components/RouteEffects), and a page is prefetched when a visitor shows the
 * intent to open it: the pointer rests on its link, a finger touches it, or keyboard focus reaches it.
 */
export default function InAppNavigation({ redirectPaths }: { redirectPaths: readonly string[] }) {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const path = anchor ? anchorPath(anchor, window.location.origin) : null;
      if (path === null) return;
      const page = path.split('#')[0];
      if (prefetched.has(page) || page === window.location.pathname) return;
      // A redirect row's prefetch never settles (Next repeats it many times a second for as long as
      // the link is on screen), and a page in another language has another root layout: prefetched,
      // Next swapped its page into this one.
      if (hasRouteFlag(redirectPaths, page) || langOf(page) !== langOf(window.location.pathname)) return;
      prefetched.add(page);
      router.prefetch(page);
    };
    const onClick = (event: MouseEvent) => {
      const path = inAppPath(event, window.location.origin);
      if (path === null) return;
      const here = `${window.location.pathname}${window.location.search}`;
      // A hash on the current page is the browser's own jump (RouteEffects scrolls it smoothly).
      if (path.includes('#') && path.split('#')[0] === here) return;
      event.preventDefault();
      router.push(path, { scroll: false });
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onClick);
    };
  }, [router, redirectPaths]);

  return null;
}
