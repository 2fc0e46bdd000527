'use client';

import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/ui/media-query';
import { scrollTopAnimation } from '@/lib/ui/scroll';
import styles from './BottomNav.module.css';

/** The skip link's target: focus lands at the top of the page content. */
function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/**
 * Spec "Bottom navigation": Top scrolls to the top with easeInOutQuad over 500 ms (at once when
 * the visitor prefers reduced motion), then focus moves to the top of the main content.
 */
export default function TopButton({ label }: { label: string }) {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const onClick = () => {
    cancel.current?.();
    cancel.current = scrollTopAnimation({ instant: prefersReducedMotion(), onDone: focusMain });
  };

  return (
    <button type="button" className={styles.top} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span>{label}</span>
    </button>
  );
}
