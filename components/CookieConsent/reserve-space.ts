'use client';

import { useEffect, type RefObject } from 'react';

const VARIABLE = '--cookie-bar-space';

/**
 * While the fixed cookie bar is on screen, the page reserves its height at the bottom
 * (globals.css: body padding and scroll padding read --cookie-bar-space), so the end of the page
 * can scroll above the bar and a control focused by keyboard is never hidden under it (WCAG 2.4.11).
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [ref]);
}
