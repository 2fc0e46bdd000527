'use client';

import { useCallback, useRef, useState } from 'react';
import { postWithXsrf } from '@/lib/forms/client';
import type { FORMS, FormName, FormValues } from '@/lib/forms/fields';
import { checkRules, type FieldErrorCode, type FieldErrors } from '@/lib/forms/rules';
import type { Lang } from '@/lib/i18n';

/** Form-level problems the server or the network can report (messages in forms.json, shared.errors). */
type FormProblem = 'origin' | 'xsrf' | 'rateLimited' | 'tooLarge' | 'badRequest' | 'unavailable' | 'network';

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

const FORM_PROBLEMS = new Set<string>(['origin', 'xsrf', 'rateLimited', 'tooLarge', 'badRequest', 'unavailable']);

/**
 * Focuses the first invalid field with the form's error summary in view. The browser's own scroll on
 * focus differs: Chromium and Firefox bring the field to mid-screen, WebKit (Safari) only just below
 * the sticky header, which left the summary above the screen or under the header. The summary
 * scrolls to the top (html's scroll-padding-top keeps it clear of the header), and the field is
 * focused without a second scroll unless it is still off screen (a long form's last field).
 */
function focusBelowSummary(field: HTMLElement | null) {
  if (!field) return;
  const summary = field.closest('form')?.querySelector('[role="alert"]');
  // jsdom (unit tests) has no scrollIntoView.
  if (!summary || typeof summary.scrollIntoView !== 'function') {
    field.focus();
    return;
  }
  summary.scrollIntoView({ block: 'start' });
  const box = field.getBoundingClientRect();
  field.focus({ preventScroll: box.top >= 0 && box.bottom <= window.innerHeight });
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

  const idOf = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  const focusFirst = useCallback(
    (found: FieldErrors) => {
      const first = Object.keys(rules).find((name) => found[name]);
      // After React has rendered the error messages, so the screen reader reads them with the field.
      if (first) requestAnimationFrame(() => focusBelowSummary(document.getElementById(idOf(first))));
    },
    [rules, idOf],
  );

  const set = useCallback(<K extends keyof FormValues<F>>(name: K, value: FormValues<F>[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    setErrors((current) => (current[name as string] ? { ...current, [name as string]: undefined } : current));
  }, []);

  const submit = useCallback(
    async (extra: Record<string, string> = {}) => {
      // Values that live outside the form (the IATA course and session) come in as extras.
      const all = { ...values, ...extra } as FormValues<F>;
      const found = checkRules(rules, all);
      setProblem(null);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirst(found);
        return false;
      }
      setErrors({});
      setSending(true);
      try {
        const response = await postWithXsrf(`/api/forms/${form}`, JSON.stringify({ ...all, lang, website: honeypot.current }), {
          'Content-Type': 'application/json',
        });
        if (response.status === 201) {
          setValues(initial);
          return true;
        }
        const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
        const { _form: formCode, ...fieldCodes } = body?.errors ?? {};
        if (Object.keys(fieldCodes).length > 0) {
          const mapped = fieldCodes as Record<string, FieldErrorCode>;
          setErrors(mapped);
          focusFirst(mapped);
        }
        if (formCode || Object.keys(fieldCodes).length === 0) setProblem(formCode && FORM_PROBLEMS.has(formCode) ? (formCode as FormProblem) : 'unavailable');
        return false;
      } catch {
        setProblem('network');
        return false;
      } finally {
        setSending(false);
      }
    },
    [form, rules, values, lang, initial, focusFirst],
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
