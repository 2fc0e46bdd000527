import type { ModuleDef } from '../shared/module-def';
import Tabs from './Tabs';
import { schema } from './schema';

/** The `tabs` page module (registered in modules/catalog.ts). */
export const tabs: ModuleDef<typeof schema> = { schema, Component: Tabs };
