'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { consentPending } from '@/components/CookieConsent/consent-gate';
import { readWatchedCookie, writeWatchedCookie } from '@/lib/notice/cookie';
import { isNoticeDue, type NoticeExpiry } from '@/lib/notice/expiry';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import CloseButton from '@/components/CloseButton';
import spread from '@/components/Spread.module.css';
import styles from './ImportantNotices.module.css';

interface Props {
  /** The content's title; the localized "Important Notice" when the editor left it empty. */
  title?: string;
  expiry: NoticeExpiry;
  /** One server-rendered notice per entry (icon, title, description, detail link). */
  notices: ReactNode[];
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside `root`, skipping the notices that are not shown. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * The important-notice popup (spec sections 2 and 4): a modal <dialog> that opens by itself when
 * lib/notice/expiry.ts says it is due, in a page view where the cookie bar is not asking (consent-gate.ts). Focus moves to its close button and stays inside (the
 * native modal makes the page inert; Tab and Shift+Tab also wrap explicitly), Esc closes it, and
 * focus goes back to where it was. Closing it, or following a notice's detail link, writes the
 * watched-time cookie. Previous and next stop at the first and last notice.
 */
export default function NoticePopup({ title, expiry, notices }: Props) {
  const t = useTranslations('notice');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Open since the last showModal: makes closing idempotent (button, Esc and the native close event).
  const openRef = useRef(false);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const total = notices.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || openRef.current || total === 0) return;
    if (!isNoticeDue({ expiry, watchedCookie: readWatchedCookie(), now: new Date() })) return;
    // Not in a page view where the cookie bar asks: one layer at a time, and no second pop-up the
    // moment the first is answered (consent-gate.ts). It opens on the visitor's next view.
    if (consentPending()) return;
    // In a task of its own, after hydration: showModal restyles the whole page (the rest becomes
    // inert) and focus lays it out, which made the hydration commit one long task on a phone.
    const timer = window.setTimeout(() => {
      if (openRef.current) return;
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openRef.current = true;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      closeRef.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [expiry, total]);

  /** Everything closing does, once: remember the time and give focus back. */
  const finish = () => {
    if (!openRef.current) return;
    openRef.current = false;
    writeWatchedCookie();
    const back = returnFocusRef.current;
    if (back && back.isConnected && back !== document.body) back.focus();
  };

  const dismiss = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    finish();
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const stops = tabStops(dialogRef.current);
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // A notice's detail link navigates as usual; the popup closes and remembers first.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-notice-detail]')) dismiss();
  };

  const go = (to: number) => setIndex(Math.min(total - 1, Math.max(0, to)));

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={finish} onKeyDown={onKeyDown} onClick={onClick}>
      <div className={cx(spread.spread, styles.header)}>
        <h2 id={titleId} className={cx(ui.itemTitle, ui.itemTitleLarge)}>
          {title || t('title')}
        </h2>
        <CloseButton ref={closeRef} label={t('close')} onClick={dismiss} />
      </div>
      {notices.map((notice, i) => (
        <div key={i} className={styles.notice} hidden={i !== index} data-notice-index={i}>
          {notice}
        </div>
      ))}
      {total > 1 && (
        <div className={cx(ui.controls, styles.pager)}>
          <button type="button" className={cx(styles.round, styles.step)} aria-disabled={index === 0} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('previous')}</span>
          </button>
          <p className={styles.counter} aria-live="polite">
            {t('counter', { n: index + 1, total })}
          </p>
          <button type="button" className={cx(styles.round, styles.step)} aria-disabled={index === total - 1} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('next')}</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
