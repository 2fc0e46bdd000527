import { LANGS } from '@/lib/i18n';
import type { FieldRule } from './rules';

/** The Hactlink newsletter is sent in each site language. */
export const NEWSLETTER_LANGUAGES = LANGS;

/** The newsletter subscription's fields and their rules (lib/forms/rules.ts says why a module of its own). */
export const SUBSCRIPTION_FIELDS = {
  email: { kind: 'email', required: true, max: 254 },
  name: { kind: 'line', required: true, max: 100 },
  company: { kind: 'line', required: false, max: 150 },
  language: { kind: 'select', required: true, options: NEWSLETTER_LANGUAGES },
  consent: { kind: 'consent' },
} as const satisfies Record<string, FieldRule>;
