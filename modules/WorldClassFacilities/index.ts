import type { ModuleDef } from '../shared/module-def';
import WorldClassFacilities from './WorldClassFacilities';
import { schema } from './schema';

/** The `worldClassFacilities` page module (registered in modules/catalog.ts). */
export const worldClassFacilities: ModuleDef<typeof schema> = { schema, Component: WorldClassFacilities };
