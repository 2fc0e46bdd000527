'use client';

import dynamic from 'next/dynamic';

const load = () => import('./CookiePanel.client');

/**
 * CookiePanel.client.tsx in a chunk of its own, fetched when the panel first opens: most visits
 * never open it, and its code was 0.6 KB gzip of every first visit. Never in the server HTML (the
 * consent state is null there), so nothing waits for it to hydrate.
 */
export default dynamic(load, { ssr: false });

/**
 * Fetches the panel's code ahead of the click, when a pointer comes over or focus comes to a button
 * that opens it (a touch starts a pointer too), so that the panel opens without waiting for it.
 */
export function preloadCookiePanel(): void {
  void load().catch(() => {
    // The click loads it again, and dynamic() shows nothing until it arrives.
  });
}
