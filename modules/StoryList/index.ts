import type { ModuleDef } from '../shared/module-def';
import StoryList from './StoryList';
import { schema } from './schema';

/** The `storyList` page module (registered in modules/catalog.ts). */
export const storyList: ModuleDef<typeof schema> = { schema, Component: StoryList };
