import type { ModuleDef } from '../shared/module-def';
import Statistics from './Statistics';
import { schema } from './schema';

/** The `statistics` page module (registered in modules/catalog.ts). */
export const statistics: ModuleDef<typeof schema> = { schema, Component: Statistics };
