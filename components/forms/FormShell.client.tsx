'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '@/modules/shared/useHydrated';
import { ConsentField, Honeypot } from './Fields.client';
import type { FormName } from '@/lib/forms/fields';
import type { FormIslandProps } from '@/modules/shared/formIsland';
import { preloadSubmission, type FormState } from './useForm';
import styles from './Form.module.css';

interface Props<F extends string> {
  /** What the form's island was given: its heading (the form's accessible name) and the privacy notice. */
  island: Pick<FormIslandProps, 'headingId' | 'privacyHref'>;
  /** The form's state (useForm): its messages, problem, sending flag, field ids, consent box and honeypot. */
  state: Pick<FormState<FormName>, 'errors' | 'problem' | 'sending' | 'idOf' | 'consent' | 'setHoneypot'>;
  /** The field names in form order, for the error summary. */
  fields: readonly F[];
  /**
   * A field's label and the button's, from the form's own part of messages/{lang}/forms.json: each
   * page's provider sends only its own form's part (lib/i18n/messages.ts), so the frame is told them.
   */
  labelOf: (name: F) => string;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form's frame: the required-fields note, a summary of the mistakes (links to each field), the
 * fields, a form-level problem (network, rate limit…) and the submit button. The browser's own
 * validation bubbles are off: messages come from us, in the page's language, next to each field.
 */
export default function FormShell<F extends string>({ island, state, fields, labelOf, submitLabel, onSubmit, children }: Props<F>) {
  const { headingId: labelledBy, privacyHref } = island;
  const { errors, problem, sending, idOf } = state;
  const t = useTranslations('forms.shared');
  // Each form's code is a chunk of its own (its loader, FormName.lazy.client.tsx). Until it has run, the button must
  // not submit: the browser would send the fields natively, as a GET with everything typed in the URL.
  const hydrated = useHydrated();
  const invalid = fields.filter((name) => errors[name]).map((name) => [name, labelOf(name)] as const);
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    // A pointer or focus in the form fetches the code that checks and sends it (useForm.ts).
    <form className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={handle} onPointerDown={preloadSubmission} onFocus={preloadSubmission}>
      <p className={styles.note}>{t('requiredNote')}</p>
      {invalid.length > 0 && (
        <div className={styles.summary} role="alert">
          <p className={styles.summaryTitle}>{t('errors.summary', { count: invalid.length })}</p>
          <ul>
            {invalid.map(([name, label]) => (
              <li key={name}>
                <a href={`#${idOf(name)}`}>{label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
      <ConsentField {...state.consent} privacyHref={privacyHref} />
      <Honeypot onChange={state.setHoneypot} />
      {problem && (
        <p className={styles.problem} role="alert">
          {t(`errors.${problem}`)}
        </p>
      )}
      <div className={styles.actions}>
        <button type={hydrated ? 'submit' : 'button'} className="btn btn-primary" aria-disabled={!hydrated || sending || undefined}>
          {sending ? t('sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
