import type { ModuleDef } from '../shared/module-def';
import IataCourseList from './IataCourseList';
import { schema } from './schema';

/** The `iataCourseList` page module (registered in modules/catalog.ts). */
export const iataCourseList: ModuleDef<typeof schema> = { schema, Component: IataCourseList };
