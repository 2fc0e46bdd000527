import type { ModuleDef } from '../shared/module-def';
import CardGrid from './CardGrid';
import { schema } from './schema';

/** The `cardGrid` page module (registered in modules/catalog.ts). */
export const cardGrid: ModuleDef<typeof schema> = { schema, Component: CardGrid };
