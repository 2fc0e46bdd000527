import type { ModuleDef } from '../shared/module-def';
import PageTabs from './PageTabs';
import { schema } from './schema';

/** The `pageTabs` page module (registered in modules/catalog.ts). */
export const pageTabs: ModuleDef<typeof schema> = { schema, Component: PageTabs };
