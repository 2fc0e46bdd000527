import type { ModuleDef } from '../shared/module-def';
import Timeline from './Timeline';
import { schema } from './schema';

/** The `timeline` page module (registered in modules/catalog.ts). */
export const timeline: ModuleDef<typeof schema> = { schema, Component: Timeline };
