import { CONTACT_FIELDS } from './contact-fields';
import { IATA_FIELDS } from './iata-fields';
import { SUBSCRIPTION_FIELDS } from './subscription-fields';

/**
 * Every form by name, for the route handlers (lib/forms/schemas.ts) and the types. Browser code
 * imports its own form's table instead (lib/forms/rules.ts says why).
 */
export const FORMS = { contact: CONTACT_FIELDS, subscription: SUBSCRIPTION_FIELDS, 'iata-application': IATA_FIELDS } as const;
export type FormName = keyof typeof FORMS;
type FieldName<F extends FormName> = keyof (typeof FORMS)[F] & string;

/** The values a form holds while the visitor types: text for every field, a boolean for consent. */
export type FormValues<F extends FormName> = { [K in FieldName<F>]: (typeof FORMS)[F][K] extends { kind: 'consent' } ? boolean : string };
