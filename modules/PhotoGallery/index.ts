import type { ModuleDef } from '../shared/module-def';
import PhotoGallery from './PhotoGallery';
import { schema } from './schema';

/** The `photoGallery` page module (registered in modules/catalog.ts). */
export const photoGallery: ModuleDef<typeof schema> = { schema, Component: PhotoGallery };
