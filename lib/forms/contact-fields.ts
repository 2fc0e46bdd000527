/** The contact form's fields and their rules (lib/forms/rules.ts says why a module of its own). */
import type { FieldRule } from './rules';

export const ENQUIRY_TYPES = ['export', 'import', 'transhipment', 'special-cargo', 'training', 'media', 'careers', 'feedback', 'other'] as const;

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
