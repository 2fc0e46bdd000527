'use client';

import { useEffect, type RefObject } from 'react';

/** Border-box height of an observed element (older engines report only the content rect). */
function heightOf(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return box ? box.blockSize : entry.target.getBoundingClientRect().height;
}

/**
 * While the fixed cookie bar is on screen, the page reserves its height at the bottom: the body's
 * bottom padding, so the end of the page can scroll above the bar, and the root's bottom scroll
 * padding, so a control focused by keyboard is never hidden under it (WCAG 2.4.11).
 *
 * The height comes from ResizeObserver, which reports once on observe and after every change at
 * the browser's own layout time. Measuring in the effect (getBoundingClientRect) forced a
 * synchronous layout of the whole page in the middle of hydration. The two properties are set
 * themselves, not through a custom property on the root: every element inherits custom
 * properties, so changing one restyled the whole page (7-16 ms here, against 0.5 ms).
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const body = document.body;
    const reserve = (height: number) => {
      const px = `${Math.ceil(height)}px`;
      body.style.paddingBottom = px;
      root.style.scrollPaddingBottom = `calc(${px} + var(--space-3))`;
    };
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(([entry]) => entry && reserve(heightOf(entry)));
      observer.observe(element);
    } else {
      reserve(element.getBoundingClientRect().height);
    }
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-bottom');
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref]);
}
