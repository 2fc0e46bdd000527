import type { ModuleDef } from '../shared/module-def';
import Video from './Video';
import { schema } from './schema';

/** The `video` page module (registered in modules/catalog.ts). */
export const video: ModuleDef<typeof schema> = { schema, Component: Video };
