import type { ModuleDef } from '../shared/module-def';
import ContactForm from './ContactForm';
import { schema } from './schema';

/** The `contactForm` page module (registered in modules/catalog.ts). */
export const contactForm: ModuleDef<typeof schema> = { schema, Component: ContactForm };
