import type { ModuleDef } from '../shared/module-def';
import ImageText from './ImageText';
import { schema } from './schema';

/** The `imageText` page module (registered in modules/catalog.ts). */
export const imageText: ModuleDef<typeof schema> = { schema, Component: ImageText };
