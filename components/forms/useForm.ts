'use client';

import { useCallback, useRef, useState } from 'react';
import type { FORMS, FormName, FormValues } from '@/lib/forms/fields';
import type { FieldErrorCode, FieldErrors } from '@/lib/forms/rules';
import type { Lang } from '@/lib/i18n';
import type { FormProblem } from './submission';

type Submission = typeof import('./submission');
let submission: Promise<Submission> | null = null;
/**
 * The check and the request (submission.ts), fetched on the form's first use: a pointer or focus in
 * it (`preloadSubmission`, FormShell), which comes before any way of sending it; `submit` waits for it.
 */
function loadSubmission(): Promise<Submission> {
  submission ??= import('./submission').catch((error: unknown) => {
    submission = null; // offline or a failed chunk: the next use tries again
    throw error;
  });
  return submission;
}

/** Fetches the code that checks and sends a form (submission.ts) ahead of `submit`: FormShell calls it on the form's first use. */
export function preloadSubmission(): void {
  loadSubmission().catch(() => undefined);
}

/** The fields of a form whose value is text (every field but the consent box). */
type TextFieldName<F extends FormName> = { [K in keyof FormValues<F>]: FormValues<F>[K] extends string ? K : never }[keyof FormValues<F>] & string;

/** What a text or select field takes from its form's state: its id, value and message, and how it changes. */
interface BoundField {
  id: string;
  value: string;
  error?: FieldErrorCode;
  onChange: (value: string) => void;
}

export interface FormState<F extends FormName> {
  values: FormValues<F>;
  errors: FieldErrors;
  problem: FormProblem | null;
  sending: boolean;
  set: <K extends keyof FormValues<F>>(name: K, value: FormValues<F>[K]) => void;
  /** Checks, then posts; resolves true when the server stored the submission. */
  submit: (extra?: Record<string, string>) => Promise<boolean>;
  /** The id of a field's control, for labels, error links and focus. */
  idOf: (name: string) => string;
  setHoneypot: (value: string) => void;
  /** A text or select field bound to this state: `<TextField {...form.field('name')} label=… />`. */
  field: (name: TextFieldName<F>) => BoundField;
  /** The consent box, which every form ends with (lib/forms/fields.ts), bound to this state. */
  consent: { id: string; checked: boolean; error?: FieldErrorCode; onChange: (checked: boolean) => void };
}

/**
 * State and submission of one form. Mistakes are shown per field and the first invalid control
 * gets focus; what the visitor typed stays in place on every error and is cleared only once
 * the server has stored it. `rules` is the form's own table (lib/forms/fields.ts: CONTACT_FIELDS for
 * 'contact', ...), imported by the form itself so that no form's code brings the others' tables.
 */
export function useForm<F extends FormName>(form: F, rules: (typeof FORMS)[F], lang: Lang, initial: FormValues<F>, idPrefix: string): FormState<F> {
  const [values, setValues] = useState<FormValues<F>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const honeypot = useRef('');
  const submitting = useRef(false);

  const idOf = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  const set = useCallback(<K extends keyof FormValues<F>>(name: K, value: FormValues<F>[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    setErrors((current) => (current[name as string] ? { ...current, [name as string]: undefined } : current));
  }, []);

  const submit = useCallback(
    async (extra: Record<string, string> = {}) => {
      // One submission at a time: `sending` turns true only once the code below has loaded, and a
      // second press of Send in that moment would post the form twice.
      if (submitting.current) return false;
      submitting.current = true;
      try {
        let code: Submission;
        try {
          code = await loadSubmission();
        } catch {
          setProblem('network');
          return false;
        }
        // Values that live outside the form (the IATA course and session) come in as extras.
        const body = { ...values, ...extra, lang, website: honeypot.current };
        const stored = await code.submitForm({ form, rules, body, idOf, setErrors, setProblem, setSending });
        if (stored) setValues(initial);
        return stored;
      } finally {
        submitting.current = false;
      }
    },
    [form, rules, values, lang, initial, idOf],
  );

  const setHoneypot = useCallback((value: string) => {
    honeypot.current = value;
  }, []);

  const field = (name: TextFieldName<F>): BoundField => ({
    id: idOf(name),
    value: values[name] as string,
    error: errors[name],
    onChange: (value) => set(name, value as FormValues<F>[TextFieldName<F>]),
  });

  const consentName = 'consent' as keyof FormValues<F>;
  const consent = {
    id: idOf('consent'),
    checked: values[consentName] === true,
    error: errors.consent,
    onChange: (checked: boolean) => set(consentName, checked as FormValues<F>[keyof FormValues<F>]),
  };

  return { values, errors, problem, sending, set, submit, idOf, setHoneypot, field, consent };
}
