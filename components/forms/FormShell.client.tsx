'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '@/modules/shared/useHydrated';
import { ConsentField, Honeypot } from './Fields.client';
import type { FormName } from '@/lib/forms/fields';
import type { FormState } from './useForm';
import styles from './Form.module.css';

interface Props {
  /** Accessible name of the form: the id of its heading. */
  labelledBy: string;
  /** The form's state (useForm): its messages, problem, sending flag, field ids, consent box and honeypot. */
  state: Pick<FormState<FormName>, 'errors' | 'problem' | 'sending' | 'idOf' | 'consent' | 'setHoneypot'>;
  /** Field name -> its label, in form order, for the error summary. */
  labels: [name: string, label: string][];
  privacyHref: string;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form's frame: the required-fields note, a summary of the mistakes (links to each field), the
 * fields, a form-level problem (network, rate limit…) and the submit button. The browser's own
 * validation bubbles are off: messages come from us, in the page's language, next to each field.
 */
export default function FormShell({ labelledBy, state, labels, privacyHref, submitLabel, onSubmit, children }: Props) {
  const { errors, problem, sending, idOf } = state;
  const t = useTranslations('forms');
  // Each form's code is a chunk of its own (its loader, FormName.lazy.client.tsx). Until it has run, the button must
  // not submit: the browser would send the fields natively, as a GET with everything typed in the URL.
  const hydrated = useHydrated();
  const invalid = labels.filter(([name]) => errors[name]);
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <form className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={handle}>
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
