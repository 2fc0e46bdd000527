import { useSyncExternalStore } from 'react';

/**
 * Media queries in the browser, the one place the site reads them: now (for event handlers and
 * effects) or as a live hook. The server cannot know a screen or a preference, so the hook says
 * false there and in the hydration render, which is the still, full-width state that suits every
 * visitor until the browser's answer arrives.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether `query` matches now; false on the server and where matchMedia is missing. */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

// One subscribe function per query: useSyncExternalStore subscribes again whenever it changes.
const subscribers = new Map<string, (onChange: () => void) => () => void>();
function subscriberOf(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}
const serverFalse = () => false;

/** Whether `query` matches, kept up to date; false on the server and in the hydration render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscriberOf(query), () => matchesMedia(query), serverFalse);
}

/** The visitor asked the system for less motion (now). */
export const prefersReducedMotion = (): boolean => matchesMedia(REDUCED_MOTION);

/** The visitor's prefers-reduced-motion setting, live. */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION);
