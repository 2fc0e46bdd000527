'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldErrorCode } from '@/lib/forms/rules';
import styles from './Form.module.css';

interface Common {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldErrorCode;
  hint?: string;
}

/** The label with its required marker (the word is read out, the star is for the eye). */
export function FieldLabel({ id, label, required }: Pick<Common, 'id' | 'label' | 'required'>) {
  const t = useTranslations('forms.shared');
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required && (
        <>
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden"> ({t('required')})</span>
        </>
      )}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: FieldErrorCode }) {
  const t = useTranslations('forms.shared.errors');
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {t(error)}
    </p>
  );
}

/** aria-describedby of a control: its hint and, when present, its error message. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Wrapper({ id, label, required, error, hint, children }: Common & { children: ReactNode }) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <FieldLabel id={id} label={label} required={required} />
      {/* The hint under the control, so that the controls of a row line up whether or not a field
          has one; the control names it in aria-describedby, so it is read before typing. */}
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface TextProps extends Common {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
}

export function TextField({ value, onChange, type = 'text', autoComplete, multiline, ...common }: TextProps) {
  const { id, required, error, hint } = common;
  const shared = {
    id,
    name: id,
    value,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: styles.control,
  };
  return (
    <Wrapper {...common}>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </Wrapper>
  );
}

interface SelectProps extends Common {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** `lang` marks a label in another language than the page (a language's own name). */
  options: { value: string; label: string; lang?: string }[];
}

/** A native select, for short lists (the long searchable ones use react-select). */
export function SelectField({ value, onChange, placeholder, options, ...common }: SelectProps) {
  const { id, required, error, hint } = common;
  return (
    <Wrapper {...common}>
      <select
        id={id}
        name={id}
        value={value}
        className={styles.control}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

/** The consent checkbox; its text links to the privacy notice of the visitor's language. */
export function ConsentField({ id, checked, onChange, error, privacyHref }: { id: string; checked: boolean; onChange: (v: boolean) => void; error?: FieldErrorCode; privacyHref: string }) {
  const t = useTranslations('forms.shared');
  return (
    <div className={styles.consent} data-invalid={error ? 'true' : undefined}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>
        {t.rich('consent', {
          link: (chunks) => (
            <a href={privacyHref} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Hidden from people (and assistive technology); bots that fill every input reveal themselves. */
export function Honeypot({ onChange }: { onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
