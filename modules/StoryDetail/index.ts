import type { ModuleDef } from '../shared/module-def';
import StoryDetail from './StoryDetail';
import { schema } from './schema';

/** The `storyDetail` page module (registered in modules/catalog.ts). */
export const storyDetail: ModuleDef<typeof schema> = { schema, Component: StoryDetail };
