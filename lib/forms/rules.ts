/**
 * The rules a form field can have and the check of a value against them, shared by the browser
 * (checks before sending, so a visitor sees mistakes at once) and the route handlers (which check
 * everything again, since a request need not come from our page). Each form's table is a module of
 * its own (contact-fields.ts, subscription-fields.ts, iata-fields.ts), so that a form's browser code
 * brings only its own table: one module with all three gave the contact form's chunk the IATA
 * form's country list (Turbopack keeps a module whole).
 */

/** What the UI turns into a localized message next to the field (messages/{lang}/forms.json, shared.errors). */
export type FieldErrorCode = 'required' | 'tooLong' | 'email' | 'phone' | 'invalid' | 'consent' | 'session';

export type FieldRule =
  | { kind: 'line'; required: boolean; max: number }
  | { kind: 'text'; required: boolean; max: number }
  | { kind: 'email'; required: boolean; max: number }
  | { kind: 'phone'; required: boolean; max: number }
  | { kind: 'select'; required: boolean; options: readonly string[] }
  /** A value the server checks against the content store (IATA course and its session dates). */
  | { kind: 'date'; required: boolean }
  | { kind: 'consent' };

export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT = 'website';

// Single-line fields: no control characters at all (CR/LF would split an e-mail header), nor the
// Unicode line and paragraph separators. Multi-line fields allow only newline and tab.
const LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;
const EMAIL = /^[^\s@"<>,;:()[\]\\]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text as stored: trimmed, Windows and old Mac line ends as \n. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

/** The first problem of one field, or null. `value` is already normalized. */
export function checkField(rule: FieldRule, value: string | boolean): FieldErrorCode | null {
  if (rule.kind === 'consent') return value === true ? null : 'consent';
  if (typeof value !== 'string') return 'invalid';
  if (value === '') return rule.required ? 'required' : null;
  if ('max' in rule && [...value].length > rule.max) return 'tooLong';
  if ((rule.kind === 'text' ? TEXT_FORBIDDEN : LINE_FORBIDDEN).test(value)) return 'invalid';
  switch (rule.kind) {
    case 'email':
      return EMAIL.test(value) ? null : 'email';
    case 'phone':
      return PHONE.test(value) && value.replace(/\D/g, '').length >= 6 ? null : 'phone';
    case 'select':
      return rule.options.includes(value) ? null : 'invalid';
    case 'date':
      return ISO_DATE.test(value) ? null : 'invalid';
    default:
      return null;
  }
}

/**
 * Every field's first problem against one form's table, for the browser before it sends. The
 * browser's forms pass their own table (CONTACT_FIELDS, ...) rather than a form's name: FORMS
 * (fields.ts) holds all three, and through it every form's code carried the IATA country list.
 */
export function checkRules(rules: Readonly<Record<string, FieldRule>>, values: object): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const raw = (values as Record<string, string | boolean>)[name];
    const code = checkField(rule, typeof raw === 'string' ? normalizeText(raw) : raw);
    if (code) errors[name] = code;
  }
  return errors;
}
