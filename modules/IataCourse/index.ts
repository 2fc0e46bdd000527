import type { ModuleDef } from '../shared/module-def';
import IataCourse from './IataCourse';
import { schema } from './schema';

/** The `iataCourse` page module (registered in modules/catalog.ts). */
export const iataCourse: ModuleDef<typeof schema> = { schema, Component: IataCourse };
