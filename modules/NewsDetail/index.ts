import type { ModuleDef } from '../shared/module-def';
import NewsDetail from './NewsDetail';
import { schema } from './schema';

/** The `newsDetail` page module (registered in modules/catalog.ts). */
export const newsDetail: ModuleDef<typeof schema> = { schema, Component: NewsDetail };
