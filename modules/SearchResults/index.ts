import type { ModuleDef } from '../shared/module-def';
import SearchResults from './SearchResults';
import { schema } from './schema';

/** The `searchResults` page module (registered in modules/catalog.ts). */
export const searchResults: ModuleDef<typeof schema> = { schema, Component: SearchResults };
