'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import Media from '@/components/Media';
import type { AlbumPhoto } from './AlbumPhotos.client';
import { cx } from '../shared/format';
import CloseButton from '@/components/CloseButton';
import spread from '@/components/Spread.module.css';
import styles from './Lightbox.module.css';

/** Horizontal travel (px) a touch must cover, more than vertically, to count as a swipe. */
const SWIPE_MIN = 50;

interface Props {
  album: string;
  photos: AlbumPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** Tab and Shift+Tab cycle inside the viewer (the page behind is inert while the modal is open). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The photo viewer: a modal <dialog> with the enlarged photo, its caption and alt text, a counter,
 * previous/next (wrapping around) and close. Arrow keys, Home/End and swipes move; Escape closes.
 */
export default function Lightbox({ album, photos, index, onIndex, onClose }: Props) {
  const t = useTranslations('media.lightbox');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const hintId = useId();
  const total = photos.length;
  const photo = photos[index];
  const go = (delta: number) => onIndex((index + delta + total) % total);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // showModal() makes the rest of the page inert; without it (old browsers, jsdom) the dialog still opens.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
      Home: () => onIndex(0),
      End: () => onIndex(total - 1),
      Escape: onClose,
    };
    if (event.key === 'Tab') return trapTab(event);
    const move = moves[event.key];
    if (!move) return;
    // Also stops the browser's own Escape handling, so the viewer closes exactly once, through onClose.
    event.preventDefault();
    move();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const caption = photo.caption ?? photo.media.altText;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={t('dialog', { album })}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={cx(spread.spread, styles.bar)}>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {t('counter', { n: index + 1, total })}
        </p>
        <CloseButton ref={closeRef} label={t('close')} className={styles.close} onClick={onClose} />
      </div>
      <figure className={styles.figure}>
        <div className={styles.stage}>
          <Media key={photo.media.desktop.mediaUrl} media={photo.media} sizes="100vw" className={styles.image} />
        </div>
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
      {total > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1)} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <p id={hintId} className="visually-hidden">
        {t('hint')}
      </p>
    </dialog>
  );
}
