'use client';

import { useSyncExternalStore } from 'react';

// As a store: React hydrates with the server value and re-renders with the client one by itself,
// with no setState inside an effect.
const noSubscription = () => () => {};

/** True once the component runs in the browser after hydration; false in the server HTML. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
