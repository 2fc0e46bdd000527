'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/ui/media-query';

/** Order (index in ROUTES) of the page shown last in this browser tab; null before the first page. */
const shown: { order: number | null } = { order: null };

type SlideComponent = ComponentType<{ direction: 1 | -1; children: ReactNode }>;
let PageSlide: SlideComponent | null = null;
let slideLoading: Promise<SlideComponent> | null = null;

/**
 * Loads the sliding wrapper (and framer-motion with it) once. Called on a visitor's first
 * interaction, which comes before any client navigation, so a first visit that only reads the page
 * ships no animation code at all (budget: bench/budgets.cjs).
 */
export function loadPageSlide(): Promise<SlideComponent> {
  slideLoading ??= import('./PageTransitionSlide.client').then((mod) => (PageSlide = mod.default));
  return slideLoading;
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

/** +1: the new page comes from the right (further down the route table), -1: from the left. */
export function slideDirection(previousOrder: number, nextOrder: number): 1 | -1 {
  return nextOrder > previousOrder ? 1 : -1;
}

/**
 * Slides a page in on client navigations (spec: "the slide direction of transitions follows the
 * order of sibling routes"). The first page of a visit and every page under reduced motion appear
 * without animation, so the server HTML is visible at once (no opacity 0 in SSR output). The slide
 * itself (framer-motion through LazyMotion + `m`) lives in PageTransitionSlide, loaded on the first
 * interaction; a navigation that comes before it has loaded appears without a slide.
 */
export default function PageTransition({ routeOrder, children }: { routeOrder: number; children: ReactNode }) {
  const pathname = usePathname();
  const reduceMotion = useReducedMotion();
  return (
    <Page key={pathname} routeOrder={routeOrder} reduceMotion={reduceMotion}>
      {children}
    </Page>
  );
}

/** One page: whether and from where it slides in is decided once, when it mounts. */
function Page({ routeOrder, reduceMotion, children }: { routeOrder: number; reduceMotion: boolean; children: ReactNode }) {
  // Read during the first render, written after commit: the first (hydration) render always sees null.
  const [slide] = useState(() => {
    if (shown.order === null || reduceMotion || !PageSlide) return null;
    return { Slide: PageSlide, direction: slideDirection(shown.order, routeOrder) };
  });

  useEffect(() => {
    shown.order = routeOrder;
  }, [routeOrder]);

  useEffect(() => {
    if (PageSlide || reduceMotion) return;
    const load = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
      void loadPageSlide();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    };
  }, [reduceMotion]);

  if (!slide) return <div>{children}</div>;
  return <slide.Slide direction={slide.direction}>{children}</slide.Slide>;
}
