import type { ModuleDef } from '../shared/module-def';
import HomeBanner from './HomeBanner';
import { schema } from './schema';

/** The `homeBanner` page module (registered in modules/catalog.ts). */
export const homeBanner: ModuleDef<typeof schema> = { schema, Component: HomeBanner };
