import { z } from 'zod';
import { LANGS } from '@/lib/i18n';
import { FORMS, type FormName } from './fields';
import { HONEYPOT, checkField, normalizeText, type FieldErrorCode, type FieldErrors, type FieldRule } from './rules';

/**
 * The server's schemas of the forms, built from the shared field table (fields.ts): zod checks the
 * shape and types of the JSON, checkField the rules, and every problem comes back under its field
 * name with a code the UI translates.
 */

function fieldSchema(rule: FieldRule) {
  if (rule.kind === 'consent') return z.literal(true, { error: 'consent' });
  // A missing optional field is an empty one; a missing required one is "required", not "invalid".
  const text = z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });
  return (rule.required ? text : text.default(''))
    .transform(normalizeText)
    .superRefine((value, ctx) => {
      const code = checkField(rule, value);
      if (code) ctx.addIssue({ code: 'custom', message: code });
    });
}

type Shape<F extends FormName> = { [K in keyof (typeof FORMS)[F]]: ReturnType<typeof fieldSchema> };

function formSchema<F extends FormName>(form: F) {
  const fields = Object.fromEntries(Object.entries(FORMS[form]).map(([name, rule]) => [name, fieldSchema(rule as FieldRule)])) as Shape<F>;
  // lang: the language of the page the form was sent from (replies and exports use it).
  return z.object({ ...fields, lang: z.enum(LANGS, { error: 'invalid' }) });
}

const SCHEMAS = { contact: formSchema('contact'), subscription: formSchema('subscription'), 'iata-application': formSchema('iata-application') };

export type ParsedForm<F extends FormName> = z.output<(typeof SCHEMAS)[F]> & { [K in keyof (typeof FORMS)[F]]: (typeof FORMS)[F][K] extends { kind: 'consent' } ? true : string };

export type ParseResult<F extends FormName> = { ok: true; data: ParsedForm<F> } | { ok: false; errors: FieldErrors };

const CODES = new Set<string>(['required', 'tooLong', 'email', 'phone', 'invalid', 'consent', 'session']);

export function parseForm<F extends FormName>(form: F, body: Record<string, unknown>): ParseResult<F> {
  const result = SCHEMAS[form].safeParse(body);
  if (result.success) return { ok: true, data: result.data as ParsedForm<F> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    // The first problem of a field is the one shown; zod's own messages never reach the visitor.
    if (!errors[field]) errors[field] = (CODES.has(issue.message) ? issue.message : 'invalid') as FieldErrorCode;
  }
  return { ok: false, errors };
}

/** A bot that fills the hidden field gets a normal-looking success and nothing is stored. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
