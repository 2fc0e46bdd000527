'use client';

import { LazyMotion, domAnimation, m } from 'framer-motion';
import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';

/** Order (index in ROUTES) of the page shown last in this browser tab; null before the first page. */
const shown: { order: number | null } = { order: null };

/** Distance (px) and duration of the slide. */
export const SLIDE_OFFSET = 40;
export const SLIDE_DURATION_S = 0.3;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const noPreference = () => false;

/** +1: the new page comes from the right (further down the route table), -1: from the left. */
export function slideDirection(previousOrder: number, nextOrder: number): 1 | -1 {
  return nextOrder > previousOrder ? 1 : -1;
}

/**
 * Slides a page in on client navigations (spec: "the slide direction of transitions follows the
 * order of sibling routes"). The first page of a visit and every page under reduced motion appear
 * without animation, so the server HTML is visible at once (no opacity 0 in SSR output).
 * framer-motion is loaded only through LazyMotion + domAnimation and the `m` component.
 */
export default function PageTransition({ routeOrder, children }: { routeOrder: number; children: ReactNode }) {
  const pathname = usePathname();
  const reduceMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, noPreference);
  // Read during render, written after commit: the first (hydration) render always sees null.
  const previousOrder = shown.order;

  useEffect(() => {
    shown.order = routeOrder;
  }, [routeOrder, pathname]);

  const animate = previousOrder !== null && !reduceMotion;
  const direction = previousOrder === null ? 1 : slideDirection(previousOrder, routeOrder);

  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        key={pathname}
        initial={animate ? { x: direction * SLIDE_OFFSET, opacity: 0 } : false}
        animate={{ x: 0, opacity: 1 }}
        transition={{ duration: SLIDE_DURATION_S, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
