'use client';

import { LazyMotion, domAnimation, m } from 'framer-motion';
import { useRef, type ReactNode, type Ref } from 'react';
import type { CookieLabels } from './labels';
import { useInAppLinks } from './in-app-links';
import { useReservedBottomSpace } from './reserve-space';
import styles from './CookieConsent.module.css';

export const BAR_FADE_S = 0.3;

interface Props {
  text: ReactNode;
  labels: CookieLabels;
  onContinue: () => void;
  onChangePreference: () => void;
  changeButtonRef: Ref<HTMLButtonElement>;
}

/** The consent bar: fixed over the bottom of the page, so showing it shifts no content. */
export default function CookieBar({ text, labels, onContinue, onChangePreference, changeButtonRef }: Props) {
  const textRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  useInAppLinks(textRef);
  useReservedBottomSpace(barRef);

  return (
    <LazyMotion features={domAnimation} strict>
      <m.section
        ref={barRef}
        className={styles.bar}
        aria-label={labels.region}
        data-cookie-bar=""
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        transition={{ duration: BAR_FADE_S, ease: 'easeOut' }}
      >
        <div className={styles.barInner}>
          <div ref={textRef} className={styles.barText}>
            {text}
          </div>
          <div className={styles.barButtons}>
            <button type="button" className={styles.primary} onClick={onContinue}>
              {labels.continue}
            </button>
            <button type="button" ref={changeButtonRef} className={styles.secondary} aria-haspopup="dialog" onClick={onChangePreference}>
              {labels.changePreference}
            </button>
          </div>
        </div>
      </m.section>
    </LazyMotion>
  );
}
