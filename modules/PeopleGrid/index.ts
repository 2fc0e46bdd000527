import type { ModuleDef } from '../shared/module-def';
import PeopleGrid from './PeopleGrid';
import { schema } from './schema';

/** The `peopleGrid` page module (registered in modules/catalog.ts). */
export const peopleGrid: ModuleDef<typeof schema> = { schema, Component: PeopleGrid };
