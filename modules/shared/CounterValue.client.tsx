'use client';

import { useEffect, useRef } from 'react';
import { counterDurationMs, counterFrame } from '@/lib/ui/counter';
import { observeOnceVisible } from './observeVisibility';
import { useReducedMotion } from '@/lib/ui/media-query';
import styles from './Counters.module.css';

/** final: the value itself (server HTML, reduced motion, finished); waiting: not yet seen; counting: rolling. */
type Phase = 'final' | 'waiting' | 'counting';

interface Props {
  value: string;
  className?: string;
}

/**
 * One counter value that rolls digit by digit (lib/ui/counter.ts) the first time it scrolls into view.
 * Assistive technology reads the final value from a visually hidden copy; the rolling digits are
 * aria-hidden. Each character sits in a slot as wide as its final character (drawn invisibly
 * underneath), so nothing around it moves while it counts.
 *
 * React renders the final value only. The frames write the rolling digits and the phase straight into
 * the counter's own elements: as React state, every frame of every counter was a render and a commit
 * of its own, a good part of the main thread's work while a page with counters loads.
 */
export default function CounterValue({ value, className }: Props) {
  const reduceMotion = useReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const slots = [...element.querySelectorAll<HTMLElement>('[data-final] > span')];
    const show = (phase: Phase, chars: readonly string[]) => {
      element.dataset.counterState = phase;
      slots.forEach((slot, i) => {
        if (slot.textContent !== chars[i]) slot.textContent = chars[i] ?? '';
      });
    };
    const finalChars = Array.from(value);
    // Also when reduced motion is switched on mid-count: the digits must not stay half-rolled.
    if (reduceMotion) {
      show('final', finalChars);
      return;
    }
    const duration = counterDurationMs(value);
    let frame = 0;
    const count = () => {
      const start = performance.now();
      const tick = () => {
        const elapsedMs = performance.now() - start;
        if (elapsedMs >= duration) {
          show('final', finalChars);
          return;
        }
        show('counting', counterFrame(value, elapsedMs));
        frame = requestAnimationFrame(tick);
      };
      tick();
    };
    const stop = observeOnceVisible(element, {
      onFirst: ({ visible }) => {
        if (!visible) show('waiting', counterFrame(value, 0));
      },
      onVisible: count,
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [value, reduceMotion]);

  const finalChars = Array.from(value);
  return (
    <span ref={ref} className={className} data-counter-state="final">
      <span className="visually-hidden">{value}</span>
      <span aria-hidden="true" data-counter-digits="">
        {finalChars.map((char, i) => (
          <span key={i} className={styles.slot} data-final={char}>
            <span>{char}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
