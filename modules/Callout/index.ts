import type { ModuleDef } from '../shared/module-def';
import Callout from './Callout';
import { schema } from './schema';

/** The `callout` page module (registered in modules/catalog.ts). */
export const callout: ModuleDef<typeof schema> = { schema, Component: Callout };
