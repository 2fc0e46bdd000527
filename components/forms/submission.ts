import { postWithXsrf } from '@/lib/forms/client';
import { checkRules, type FieldErrors, type FieldRule } from '@/lib/forms/rules';

/**
 * What a form needs only once a visitor sends it: the check of every field against the form's
 * rules, the request with its XSRF header, the reading of the answer and the focus on the first
 * mistake. A chunk of its own: useForm imports it on the form's first use (a pointer or focus in
 * it) and waits for it when the form is sent, so that a first visit of a form's page does not
 * download it (docs/performance.md).
 */

/** Form-level problems the server or the network can report (messages in forms.json, shared.errors). */
export type FormProblem = 'origin' | 'xsrf' | 'rateLimited' | 'tooLarge' | 'badRequest' | 'unavailable' | 'network';

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

interface Submission {
  /** The form's name: the request goes to /api/forms/{form}. */
  form: string;
  /** The form's own table (lib/forms/contact-fields.ts, ...), in form order. */
  rules: Readonly<Record<string, FieldRule>>;
  /** Everything sent: the form's values and its extras, the page language and the honeypot. */
  body: Record<string, unknown>;
  idOf: (name: string) => string;
  setErrors: (errors: FieldErrors) => void;
  setProblem: (problem: FormProblem | null) => void;
  setSending: (sending: boolean) => void;
}

/**
 * Checks, then posts; resolves true when the server stored the submission. Mistakes are shown per
 * field and the first invalid control gets focus (after React has rendered the messages, so that a
 * screen reader reads them with the field); the form keeps what was typed.
 */
export async function submitForm({ form, rules, body, idOf, setErrors, setProblem, setSending }: Submission): Promise<boolean> {
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(rules).find((name) => found[name]);
    if (first) requestAnimationFrame(() => focusBelowSummary(document.getElementById(idOf(first))));
  };
  const found = checkRules(rules, body);
  setProblem(null);
  if (Object.keys(found).length > 0) {
    showErrors(found);
    return false;
  }
  setErrors({});
  setSending(true);
  try {
    const response = await postWithXsrf(`/api/forms/${form}`, JSON.stringify(body), { 'Content-Type': 'application/json' });
    if (response.status === 201) return true;
    const answer = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
    const { _form: formCode, ...fieldCodes } = answer?.errors ?? {};
    if (Object.keys(fieldCodes).length > 0) showErrors(fieldCodes as FieldErrors);
    if (formCode || Object.keys(fieldCodes).length === 0) setProblem(formCode && FORM_PROBLEMS.has(formCode) ? (formCode as FormProblem) : 'unavailable');
    return false;
  } catch {
    setProblem('network');
    return false;
  } finally {
    setSending(false);
  }
}
