'use client';

import dynamic from 'next/dynamic';

const load = () => import('./SearchForm.client');

/**
 * SearchForm.client.tsx in a chunk of its own, fetched when the search box first opens: its form,
 * the keyword checks and the navigation were 0.4 KB gzip of every first visit, and the closed box's
 * form was markup and payload of every page. Never in the server HTML (the box starts closed).
 */
export default dynamic(load, { ssr: false });

/** Fetches the form's code ahead of the click, when a pointer comes over or focus comes to the toggle. */
export function preloadSearchForm(): void {
  void load().catch(() => {
    // The click loads it again, and dynamic() shows nothing until it arrives.
  });
}
