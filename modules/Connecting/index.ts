import type { ModuleDef } from '../shared/module-def';
import Connecting from './Connecting';
import { schema } from './schema';

/** The `connecting` page module (registered in modules/catalog.ts). */
export const connecting: ModuleDef<typeof schema> = { schema, Component: Connecting };
