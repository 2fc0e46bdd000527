'use client';

import { useId, useRef, type ReactNode } from 'react';
import CloseButton from '@/components/CloseButton';
import styles from './PeopleGrid.module.css';

interface Props {
  name: string;
  position: string;
  openLabel: string;
  /** Visually hidden words completing the button's name for screen readers (": Jane Lee"). */
  openContext: string;
  closeLabel: string;
  /** The bio, already rendered (and sanitized) on the server. */
  children: ReactNode;
}

/**
 * A biography in a native modal <dialog>: showModal() makes the page inert and moves focus into
 * the dialog; Esc closes it natively; on close, focus goes back to the button that opened it.
 * A click on the backdrop closes it too.
 */
export default function BioDialog({ name, position, openLabel, openContext, closeLabel, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
  };

  const close = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.close === 'function') dialog.close();
    else {
      dialog.removeAttribute('open');
      openerRef.current?.focus();
    }
  };

  return (
    <>
      <button ref={openerRef} type="button" className={styles.open} onClick={open} aria-haspopup="dialog">
        {openLabel}
        <span className="visually-hidden">{openContext}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => openerRef.current?.focus()}
        onKeyDown={(event) => {
          // Native modal dialogs close on Esc by themselves; this covers the non-modal fallback.
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        onClick={(event) => {
          // A click on the backdrop reaches the dialog element itself.
          if (event.target === dialogRef.current) close();
        }}
      >
        <div className={styles.dialogInner}>
          <div className={styles.dialogHeader}>
            <div>
              <h2 className={styles.dialogTitle} id={titleId}>
                {name}
              </h2>
              <p className={styles.dialogPosition}>{position}</p>
            </div>
            <CloseButton ref={closeRef} label={closeLabel} onClick={close} />
          </div>
          <div className={styles.dialogBody}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
