import { COUNTRY_CODES } from './countries';
import type { FieldRule } from './rules';

/** The IATA course application's fields and their rules (lib/forms/rules.ts says why a module of its own). */
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
