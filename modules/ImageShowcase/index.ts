import type { ModuleDef } from '../shared/module-def';
import ImageShowcase, { ExperiencedTeam } from './ImageShowcase';
import { schema } from './schema';

/** The `operationalExcellence` page module (registered in modules/catalog.ts). */
export const operationalExcellence: ModuleDef<typeof schema> = { schema, Component: ImageShowcase };
/** The `experiencedTeam` page module (registered in modules/catalog.ts). */
export const experiencedTeam: ModuleDef<typeof schema> = { schema, Component: ExperiencedTeam };
