'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { inAppPath } from '@/lib/routing/in-app-path';
import PageLoader from './PageLoader.client';
import styles from './NavigationLoader.module.css';

/** Event that code navigating with router.push() dispatches, so the loader shows for it too. */
const NAVIGATION_START = 'site:navigation-start';
/** A navigation that has not arrived after this long is given up on (the loader goes away). */
const GIVE_UP_MS = 10_000;

/** Say that a router.push(path) is about to start (a push to the current page shows nothing). */
export function announceNavigation(path: string): void {
  if (new URL(path, window.location.href).pathname !== window.location.pathname) window.dispatchEvent(new Event(NAVIGATION_START));
}

/** The other internal page a click on a link leads to, or null (other site, new tab, same page, modifier keys). */
function internalTarget(event: MouseEvent): string | null {
  const path = inAppPath(event, window.location.origin);
  if (path === null) return null;
  const pathname = path.split(/[?#]/)[0];
  return pathname === window.location.pathname ? null : pathname;
}

/**
 * Spec: "a page loader animation shows until the page data arrives". Shown over the page, under the
 * header, from the click on an internal link (or announceNavigation) until the new page is
 * there, and only if that takes longer than a moment (CSS delay), so prefetched pages never flash it.
 *
 * Not a loading.tsx: a route-level Suspense fallback also goes into every prerendered page's HTML,
 * where React shows it first and swaps the page in by script, which moved the footer on first paint
 * (Lighthouse CLS 0.40) and held back the largest paint until scripts ran (bench/report.md).
 */
export default function NavigationLoader() {
  const pathname = usePathname();
  // The page the navigation started from: the loader shows while that page is still the current one.
  const [from, setFrom] = useState<string | null>(null);
  // A new page has arrived: the navigation is over (state adjusted while rendering, no effect needed).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setFrom(null);
  }

  useEffect(() => {
    let giveUp: number | undefined;
    const start = () => {
      setFrom(window.location.pathname);
      window.clearTimeout(giveUp);
      giveUp = window.setTimeout(() => setFrom(null), GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (internalTarget(event) !== null) start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_START, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_START, start);
      window.clearTimeout(giveUp);
    };
  }, []);

  if (from !== pathname) return null;
  return (
    <div className={styles.overlay}>
      <PageLoader />
    </div>
  );
}
