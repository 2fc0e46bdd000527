import type { ModuleDef } from '../shared/module-def';
import IataApplicationForm from './IataApplicationForm';
import { schema } from './schema';

/** The `iataApplicationForm` page module (registered in modules/catalog.ts). */
export const iataApplicationForm: ModuleDef<typeof schema> = { schema, Component: IataApplicationForm };
