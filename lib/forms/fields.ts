import { LANGS } from '@/lib/i18n';
import { COUNTRY_CODES } from './countries';

/**
 * The fields of every form and their rules, shared by the browser (checks before sending, so a
 * visitor sees mistakes at once) and the route handlers (which check everything again, since a
 * request need not come from our page). One table, so the two can never disagree.
 */

/** What the UI turns into a localized message next to the field (messages/{lang}/forms.json "errors"). */
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

export const ENQUIRY_TYPES = ['export', 'import', 'transhipment', 'special-cargo', 'training', 'media', 'careers', 'feedback', 'other'] as const;

/** The Hactlink newsletter is sent in each site language. */
export const NEWSLETTER_LANGUAGES = LANGS;

export const CONTACT_FIELDS = {
  enquiryType: { kind: 'select', required: true, options: ENQUIRY_TYPES },
  name: { kind: 'line', required: true, max: 100 },
  company: { kind: 'line', required: false, max: 150 },
  email: { kind: 'email', required: true, max: 254 },
  phone: { kind: 'phone', required: false, max: 30 },
  subject: { kind: 'line', required: true, max: 150 },
  message: { kind: 'text', required: true, max: 3000 },
  consent: { kind: 'consent' },
} as const satisfies Record<string, FieldRule>;

export const SUBSCRIPTION_FIELDS = {
  email: { kind: 'email', required: true, max: 254 },
  name: { kind: 'line', required: true, max: 100 },
  company: { kind: 'line', required: false, max: 150 },
  language: { kind: 'select', required: true, options: NEWSLETTER_LANGUAGES },
  consent: { kind: 'consent' },
} as const satisfies Record<string, FieldRule>;

export const IATA_FIELDS = {
  courseId: { kind: 'line', required: true, max: 80 },
  sessionDate: { kind: 'date', required: true },
  name: { kind: 'line', required: true, max: 100 },
  jobTitle: { kind: 'line', required: false, max: 100 },
  email: { kind: 'email', required: true, max: 254 },
  phone: { kind: 'phone', required: true, max: 30 },
  company: { kind: 'line', required: true, max: 150 },
  country: { kind: 'select', required: true, options: COUNTRY_CODES },
  address: { kind: 'text', required: false, max: 300 },
  remarks: { kind: 'text', required: false, max: 1000 },
  consent: { kind: 'consent' },
} as const satisfies Record<string, FieldRule>;

export const FORMS = { contact: CONTACT_FIELDS, subscription: SUBSCRIPTION_FIELDS, 'iata-application': IATA_FIELDS } as const;
export type FormName = keyof typeof FORMS;
type FieldName<F extends FormName> = keyof (typeof FORMS)[F] & string;

/** The values a form holds while the visitor types: text for every field, a boolean for consent. */
export type FormValues<F extends FormName> = { [K in FieldName<F>]: (typeof FORMS)[F][K] extends { kind: 'consent' } ? boolean : string };
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
 * browser's forms pass their own table (CONTACT_FIELDS, ...) rather than a name: FORMS holds all
 * three, and through it the contact and subscription forms' code carried the IATA form's country
 * list (0.7 KB gzip).
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
