'use client';

import { useDeferredValue } from 'react';

/**
 * True once the component runs in the browser after hydration; false in the server HTML and in the
 * hydration render.
 *
 * A deferred value, not a store: React hydrates with false and then renders true in the background,
 * in slices it can interrupt. A store whose client value differs from the server's (the former
 * useSyncExternalStore) is re-rendered synchronously right after hydration, so everything that
 * appears once a page runs (the cookie bar, the home banner's moving copies) was one long task of
 * every first visit. A component mounted later renders false once, then true.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, false);
}
