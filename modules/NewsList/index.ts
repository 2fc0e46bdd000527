import type { ModuleDef } from '../shared/module-def';
import NewsList from './NewsList';
import { schema } from './schema';

/** The `newsList` page module (registered in modules/catalog.ts). */
export const newsList: ModuleDef<typeof schema> = { schema, Component: NewsList };
