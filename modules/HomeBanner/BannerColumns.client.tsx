'use client';

import { useState } from 'react';
import { bannerLoopDurationMs, bannerLoopFactor } from '@/lib/ui/banner-ticker';
import { useHydrated } from '../shared/useHydrated';
import { useReducedMotion } from '@/lib/ui/media-query';
import styles from './HomeBanner.module.css';

interface BannerItem {
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
 * (lib/ui/banner-ticker.ts). The server HTML is the still banner; once hydrated, an aria-hidden copy
 * follows each column's text so the loop has no gap. A visible button pauses and resumes; under
 * prefers-reduced-motion nothing moves and the button is not offered.
 *
 * The loop is a CSS animation of `transform` (HomeBanner.module.css), which the browser runs on its
 * compositor: the main thread does no work per frame, so the page stays responsive and idle (a
 * requestAnimationFrame loop kept a phone's main thread busy for as long as the page was open). A
 * tick of 10 ms is shorter than a frame, so the linear loop shows the same picture as the ticks.
 * Pausing freezes the picture (animation-play-state) and resuming continues from it.
 */
export default function BannerColumns({ items, chineseLang, pauseLabel, playLabel }: Props) {
  const hydrated = useHydrated();
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = hydrated && !reduceMotion;

  return (
    <>
      <ul className={styles.columns} data-banner-state={moving ? (paused ? 'paused' : 'moving') : 'still'}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`} className={styles.column}>
            <div className={styles.window}>
              <div
                className={styles.track}
                data-loop-factor={bannerLoopFactor(i)}
                style={moving ? { animationDuration: `${bannerLoopDurationMs(i)}ms` } : { transform: 'none' }}
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
