'use client';

import { useEffect, useRef, useState } from 'react';
import { counterDurationMs, counterFrame } from '@/lib/counter';
import { observeOnceVisible } from './observeVisibility';
import { useReducedMotion } from './useReducedMotion';
import styles from './Counters.module.css';

/** final: the value itself (server HTML, reduced motion, finished); waiting: not yet seen; counting: rolling. */
type Phase = { name: 'final' } | { name: 'waiting' } | { name: 'counting'; elapsedMs: number };

interface Props {
  value: string;
  className?: string;
}

/**
 * One counter value that rolls digit by digit (lib/counter.ts) the first time it scrolls into view.
 * Assistive technology reads the final value from a visually hidden copy; the rolling digits are
 * aria-hidden. Each character sits in a slot as wide as its final character (drawn invisibly
 * underneath), so nothing around it moves while it counts.
 */
export default function CounterValue({ value, className }: Props) {
  const reduceMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>({ name: 'final' });
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || reduceMotion) return;
    const duration = counterDurationMs(value);
    let frame = 0;
    const count = () => {
      const start = performance.now();
      const tick = () => {
        const elapsedMs = performance.now() - start;
        if (elapsedMs >= duration) {
          setPhase({ name: 'final' });
          return;
        }
        setPhase({ name: 'counting', elapsedMs });
        frame = requestAnimationFrame(tick);
      };
      tick();
    };
    const stop = observeOnceVisible(element, {
      onFirst: ({ visible }) => {
        if (!visible) setPhase({ name: 'waiting' });
      },
      onVisible: count,
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [value, reduceMotion]);

  const finalChars = Array.from(value);
  const shown = reduceMotion || phase.name === 'final' ? finalChars : counterFrame(value, phase.name === 'waiting' ? 0 : phase.elapsedMs);
  return (
    <span ref={ref} className={className} data-counter-state={reduceMotion ? 'final' : phase.name}>
      <span className="visually-hidden">{value}</span>
      <span aria-hidden="true" data-counter-digits="">
        {finalChars.map((char, i) => (
          <span key={i} className={styles.slot} data-final={char}>
            <span>{shown[i]}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
