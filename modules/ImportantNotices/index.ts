import type { ModuleDef } from '../shared/module-def';
import ImportantNotices from './ImportantNotices';
import { schema } from './schema';

/** The `importantNotices` page module (registered in modules/catalog.ts). */
export const importantNotices: ModuleDef<typeof schema> = { schema, Component: ImportantNotices };
