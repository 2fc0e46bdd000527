import type { ModuleDef } from '../shared/module-def';
import Accordion from './Accordion';
import { schema } from './schema';

/** The `accordion` page module (registered in modules/catalog.ts). */
export const accordion: ModuleDef<typeof schema> = { schema, Component: Accordion };
