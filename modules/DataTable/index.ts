import type { ModuleDef } from '../shared/module-def';
import DataTable from './DataTable';
import { schema } from './schema';

/** The `dataTable` page module (registered in modules/catalog.ts). */
export const dataTable: ModuleDef<typeof schema> = { schema, Component: DataTable };
