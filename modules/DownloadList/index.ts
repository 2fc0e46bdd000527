import type { ModuleDef } from '../shared/module-def';
import DownloadList from './DownloadList';
import { schema } from './schema';

/** The `downloadList` page module (registered in modules/catalog.ts). */
export const downloadList: ModuleDef<typeof schema> = { schema, Component: DownloadList };
