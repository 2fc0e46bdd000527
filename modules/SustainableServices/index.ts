import type { ModuleDef } from '../shared/module-def';
import SustainableServices from './SustainableServices';
import { schema } from './schema';

/** The `sustainableServices` page module (registered in modules/catalog.ts). */
export const sustainableServices: ModuleDef<typeof schema> = { schema, Component: SustainableServices };
