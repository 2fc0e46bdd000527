import type { ModuleDef } from '../shared/module-def';
import Steps from './Steps';
import { schema } from './schema';

/** The `steps` page module (registered in modules/catalog.ts). */
export const steps: ModuleDef<typeof schema> = { schema, Component: Steps };
