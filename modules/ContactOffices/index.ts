import type { ModuleDef } from '../shared/module-def';
import ContactOffices from './ContactOffices';
import { schema } from './schema';

/** The `contactOffices` page module (registered in modules/catalog.ts). */
export const contactOffices: ModuleDef<typeof schema> = { schema, Component: ContactOffices };
