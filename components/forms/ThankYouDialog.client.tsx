'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import styles from './Form.module.css';

/**
 * The thank-you message after a successful submission: a native modal <dialog>, which keeps focus
 * inside, closes with Escape and gives focus back to where it was when it closes.
 */
export default function ThankYouDialog({ open, onClose, title, text }: { open: boolean; onClose: () => void; title: string; text: string }) {
  const t = useTranslations('forms.shared');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <p>{text}</p>
      <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
        {t('close')}
      </button>
    </dialog>
  );
}
