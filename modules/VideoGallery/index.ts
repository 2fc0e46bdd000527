import type { ModuleDef } from '../shared/module-def';
import VideoGallery from './VideoGallery';
import { schema } from './schema';

/** The `videoGallery` page module (registered in modules/catalog.ts). */
export const videoGallery: ModuleDef<typeof schema> = { schema, Component: VideoGallery };
