'use client';

import { useEffect, useRef, useState } from 'react';
import { bannerLoopFactor, bannerLoopProgress } from '@/lib/banner-ticker';
import { useHydrated } from './shared/useHydrated';
import { useReducedMotion } from './shared/useReducedMotion';
import styles from './HomeBanner.module.css';

export interface BannerItem {
  title: string;
  chineseTitle?: string;
  text: string;
}

interface Props {
  items: BannerItem[];
  /** lang attribute of the Chinese titles (set on English pages). */
  chineseLang?: string;
  pauseLabel: string;
  playLabel: string;
}

function ColumnText({ item, chineseLang, copy = false }: { item: BannerItem; chineseLang?: string; copy?: boolean }) {
  return (
    <div className={copy ? styles.copy : styles.item} aria-hidden={copy || undefined}>
      {/* The initial is the banner's letter (H, A, C, T, L); the word says it in full. */}
      <p className={styles.letter} aria-hidden="true">
        {Array.from(item.title)[0]}
      </p>
      <p className={styles.word}>{item.title}</p>
      {item.chineseTitle && (
        <p className={styles.chinese} lang={chineseLang}>
          {item.chineseTitle}
        </p>
      )}
      <p className={styles.text}>{item.text}</p>
    </div>
  );
}

/**
 * The banner's five columns, each scrolling upwards in a seamless loop at its own pace
 * (lib/banner-ticker.ts). The server HTML is the still banner; once hydrated, an aria-hidden copy
 * follows each column's text so the loop has no gap. A visible button pauses and resumes; under
 * prefers-reduced-motion nothing moves and the button is not offered. Off screen the loop sleeps.
 */
export default function BannerColumns({ items, chineseLang, pauseLabel, playLabel }: Props) {
  const hydrated = useHydrated();
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const trackRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Movement time so far: pausing freezes it, resuming continues from the same picture.
  const elapsedRef = useRef(0);
  const moving = hydrated && !reduceMotion;

  useEffect(() => {
    const list = listRef.current;
    if (!moving || paused || !list) return;
    let frame = 0;
    let last: number | null = null;
    // rAF instead of the legacy 10 ms interval: the position comes from elapsed time counted in
    // 10 ms ticks, so each frame shows what the interval would, without 100 wake-ups a second.
    const step = (now: number) => {
      if (last !== null) elapsedRef.current += now - last;
      last = now;
      trackRefs.current.forEach((track, i) => {
        if (track) track.style.transform = `translateY(${-100 * bannerLoopProgress(elapsedRef.current, bannerLoopFactor(i))}%)`;
      });
      frame = requestAnimationFrame(step);
    };
    const run = (visible: boolean) => {
      cancelAnimationFrame(frame);
      last = null;
      if (visible) frame = requestAnimationFrame(step);
    };
    if (typeof IntersectionObserver !== 'function') {
      run(true);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => run(entries[entries.length - 1]?.isIntersecting ?? false));
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [moving, paused]);

  return (
    <>
      <ul ref={listRef} className={styles.columns} data-banner-state={moving ? (paused ? 'paused' : 'moving') : 'still'}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`} className={styles.column}>
            <div className={styles.window}>
              <div
                ref={(element) => {
                  trackRefs.current[i] = element;
                }}
                className={styles.track}
                data-loop-factor={bannerLoopFactor(i)}
                // Still: undo any position the loop left behind (e.g. reduced motion switched on).
                style={moving ? undefined : { transform: 'none' }}
              >
                <ColumnText item={item} chineseLang={chineseLang} />
                {moving && <ColumnText item={item} chineseLang={chineseLang} copy />}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {moving && items.length > 0 && (
        <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)}>
          <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
          {paused ? playLabel : pauseLabel}
        </button>
      )}
    </>
  );
}
