'use client';

import { useId, useRef } from 'react';
import type { CookieLabels, CookieTexts } from './labels';
import { useInAppLinks } from './in-app-links';
import RichHtml from './RichHtml';
import { useDialogFocus } from './use-dialog-focus';
import CloseButton from '../CloseButton';
import styles from './CookieConsent.module.css';
import spread from '../Spread.module.css';

interface Props {
  texts: CookieTexts;
  labels: CookieLabels;
  /** The performance choice of the toggle (not yet saved). */
  performance: boolean;
  onClose: () => void;
  onAccept: () => void;
  onDecline: () => void;
  onTogglePerformance: () => void;
  onSave: () => void;
}

/**
 * The cookie preferences side panel, a modal dialog: focus moves in and stays in, Escape or the
 * close button or a click beside it closes it. An internal link inside navigates in-app and closes it.
 * It slides in with a CSS animation (CookieConsent.module.css), like the bar fades in.
 */
export default function CookiePanel({ texts, labels, performance, onClose, onAccept, onDecline, onTogglePerformance, onSave }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const performanceDescriptionId = `${id}-performance`;
  useDialogFocus(dialogRef, onClose);
  useInAppLinks(dialogRef, onClose);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel} data-cookie-panel="">
        <div className={styles.panelHead}>
          <CloseButton label={labels.close} className={styles.close} onClick={onClose} />
        </div>

        <section className={styles.section} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {texts.usageTitle}
          </h2>
          <RichHtml className={styles.text} html={texts.usageDescriptionHtml} />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onAccept}>
              {labels.accept}
            </button>
            <button type="button" className={styles.secondary} onClick={onDecline}>
              {labels.decline}
            </button>
          </div>
        </section>

        <section className={styles.section} aria-labelledby={`${id}-preferences`}>
          <h2 id={`${id}-preferences`} className={styles.title}>
            {texts.preferencesTitle}
          </h2>

          <div className={styles.category}>
            <div className={`${spread.spread} ${styles.categoryHead}`}>
              <h3 className={styles.categoryTitle}>{texts.necessaryTitle}</h3>
              <span className={styles.required}>{labels.required}</span>
            </div>
            <RichHtml className={styles.text} html={texts.necessaryDescriptionHtml} />
          </div>

          <div className={styles.category}>
            <div className={`${spread.spread} ${styles.categoryHead}`}>
              <h3 className={styles.categoryTitle}>{texts.performanceTitle}</h3>
              <button
                type="button"
                role="switch"
                aria-checked={performance}
                aria-describedby={performanceDescriptionId}
                className={styles.switch}
                onClick={onTogglePerformance}
              >
                <span className={styles.switchTrack} aria-hidden="true">
                  <span className={styles.switchThumb} />
                </span>
                <span>{labels.performanceToggle}</span>
              </button>
            </div>
            <RichHtml id={performanceDescriptionId} className={styles.text} html={texts.performanceDescriptionHtml} />
          </div>

          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onSave}>
              {labels.save}
            </button>
          </div>
        </section>
      </div>
    </>
  );
}
