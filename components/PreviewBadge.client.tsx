'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './PreviewBadge.module.css';

/** Spec: leaving preview deletes the preview cookie and reloads after 500 ms. */
const PREVIEW_COOKIE = 'UMB_PREVIEW';
const PREVIEW_EXIT_RELOAD_MS = 500;

/** Fixed badge shown in preview mode; clicking it leaves preview mode. */
export default function PreviewBadge() {
  const t = useTranslations('common');
  const [exiting, setExiting] = useState(false);

  const exit = () => {
    if (exiting) return;
    setExiting(true);
    Cookies.remove(PREVIEW_COOKIE, { path: '/' });
    // The server clears its own (httpOnly) preview cookies; a failure still ends in a reload.
    fetch('/api/preview/exit', { method: 'POST' }).catch(() => {});
    window.setTimeout(() => window.location.reload(), PREVIEW_EXIT_RELOAD_MS);
  };

  return (
    <div className={styles.badge}>
      <button type="button" className={styles.button} onClick={exit} aria-disabled={exiting || undefined}>
        <span className={styles.dot} aria-hidden="true" />
        {exiting ? t('previewExiting') : t('previewBadge')}
      </button>
      <span role="status" className="visually-hidden">
        {exiting ? t('previewExiting') : ''}
      </span>
    </div>
  );
}
