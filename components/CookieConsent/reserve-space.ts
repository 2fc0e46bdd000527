'use client';

import { useEffect, type RefObject } from 'react';

const VARIABLE = '--cookie-bar-space';

/** Border-box height of an observed element (older engines report only the content rect). */
function heightOf(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return box ? box.blockSize : entry.target.getBoundingClientRect().height;
}

/**
 * While the fixed cookie bar is on screen, the page reserves its height at the bottom
 * (globals.css: body padding and scroll padding read --cookie-bar-space), so the end of the page
 * can scroll above the bar and a control focused by keyboard is never hidden under it (WCAG 2.4.11).
 *
 * The height comes from ResizeObserver, which reports once on observe and after every change at
 * the browser's own layout time. Measuring in the effect (getBoundingClientRect) forced a
 * synchronous layout of the whole page in the middle of hydration.
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = (height: number) => root.style.setProperty(VARIABLE, `${Math.ceil(height)}px`);
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(([entry]) => entry && reserve(heightOf(entry)));
      observer.observe(element);
    } else {
      reserve(element.getBoundingClientRect().height);
    }
    return () => {
      observer?.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [ref]);
}
