'use client';

import { useRef, type Ref } from 'react';
import type { CookieLabels } from './labels';
import { preloadCookiePanel } from './CookiePanel.lazy.client';
import RichHtml from './RichHtml';
import { useReservedBottomSpace } from './reserve-space';
import styles from './CookieConsent.module.css';

interface Props {
  /** The CMS's sticky-bar text, sanitized HTML. */
  html: string;
  labels: CookieLabels;
  onContinue: () => void;
  onChangePreference: () => void;
  changeButtonRef: Ref<HTMLButtonElement>;
}

/**
 * The consent bar: fixed over the bottom of the page, so showing it shifts no content. It fades in
 * with a CSS animation (CookieConsent.module.css): the first visit, which always shows the bar,
 * needs no animation library for it.
 */
export default function CookieBar({ html, labels, onContinue, onChangePreference, changeButtonRef }: Props) {
  const barRef = useRef<HTMLElement>(null);
  useReservedBottomSpace(barRef);

  return (
    <section ref={barRef} className={styles.bar} aria-label={labels.region} data-cookie-bar="">
      <div className={styles.barInner}>
        <RichHtml className={styles.barText} html={html} />
        <div className={styles.barButtons}>
          <button type="button" className={styles.primary} onClick={onContinue}>
            {labels.continue}
          </button>
          <button
            type="button"
            ref={changeButtonRef}
            className={styles.secondary}
            aria-haspopup="dialog"
            onClick={onChangePreference}
            onPointerEnter={preloadCookiePanel}
            onFocus={preloadCookiePanel}
          >
            {labels.changePreference}
          </button>
        </div>
      </div>
    </section>
  );
}
