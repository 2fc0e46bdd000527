'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { observeOnceVisible } from './observeVisibility';
import { useReducedMotion } from '@/lib/ui/media-query';
import { cx } from './format';
import styles from './FadeIn.module.css';

/** still: as the server drew it; waiting: below the fold, invisible; shown: faded in. */
type Phase = 'still' | 'waiting' | 'shown';

interface Props {
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content in the first time it scrolls into view (spec: "items fade in once visible").
 * The server HTML is fully visible; only what is still below the fold after hydration is hidden
 * until it arrives, so nothing a visitor already sees blinks. Reduced motion: never hidden.
 */
export default function FadeIn({ as: Tag = 'div', className, children }: Props) {
  const reduceMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('still');
  const ref = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || reduceMotion) return;
    let waiting = false;
    return observeOnceVisible(element, {
      onFirst: ({ below }) => {
        waiting = below;
        if (below) setPhase('waiting');
      },
      onVisible: () => {
        if (waiting) setPhase('shown');
      },
    });
  }, [reduceMotion]);

  const current = reduceMotion ? 'still' : phase;
  return (
    <Tag
      ref={(element: HTMLElement | null) => {
        ref.current = element;
      }}
      className={cx(className, current === 'waiting' && styles.waiting, current === 'shown' && styles.shown) || undefined}
      data-fade={current}
    >
      {children}
    </Tag>
  );
}
