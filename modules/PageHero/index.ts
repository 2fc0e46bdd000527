import type { ModuleDef } from '../shared/module-def';
import PageHero from './PageHero';
import { schema } from './schema';

/** The `pageHero` page module (registered in modules/catalog.ts). */
export const pageHero: ModuleDef<typeof schema> = { schema, Component: PageHero };
