'use client';

import { useEffect, useState, type CSSProperties, type RefObject } from 'react';
import { MEDIA_QUERIES } from '@/lib/ui/breakpoints';
import { matchesMedia } from '@/lib/ui/media-query';
import { MOBILE_SUBMENU_CLEANUP_MS, MOBILE_SUBMENU_STEP_MS } from './constants';

export interface Collapse {
  /** Render the panel with the `hidden` attribute. */
  hidden: boolean;
  /** Inline height while animating (tablet menu only). */
  style: CSSProperties | undefined;
}

/**
 * Submenu visibility. On desktop a submenu simply shows or hides. In the tablet menu it animates its
 * height (spec section 9): it becomes visible at height 0, one 100 ms step later its height is set
 * to the measured content height (CSS transitions it); on closing the height goes back to 0 and
 * after the 600 ms cleanup delay the panel is hidden again (so its links leave the tab order).
 *
 * Which of the two applies is decided when the submenu opens, from the width at that moment: a
 * closed submenu looks the same in both, so the menu needs no breakpoint subscription (which would
 * re-render it right after hydration on every phone).
 */
export function useSubmenuCollapse(open: boolean, ref: RefObject<HTMLElement | null>): Collapse {
  const [animate, setAnimate] = useState(false);
  const [measured, setMeasured] = useState<number | null>(null);
  const [lingering, setLingering] = useState(false);
  const [shownOpen, setShownOpen] = useState(open);
  // Adjusted while rendering, as React recommends for state that follows a prop: the first render
  // of an opening already has the tablet menu's height 0, so the panel never flashes at full height.
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setAnimate(matchesMedia(MEDIA_QUERIES.tablet));
  }

  useEffect(() => {
    if (!animate) return;
    if (open) {
      const step = window.setTimeout(() => {
        setMeasured(ref.current?.scrollHeight ?? 0);
        setLingering(true);
      }, MOBILE_SUBMENU_STEP_MS);
      return () => window.clearTimeout(step);
    }
    const cleanup = window.setTimeout(() => {
      setLingering(false);
      setMeasured(null);
    }, MOBILE_SUBMENU_CLEANUP_MS);
    return () => window.clearTimeout(cleanup);
  }, [open, animate, ref]);

  if (!animate || (!open && !lingering)) return { hidden: !open, style: undefined };
  return {
    hidden: false,
    style: { height: open && measured !== null ? `${measured}px` : '0px' },
  };
}
