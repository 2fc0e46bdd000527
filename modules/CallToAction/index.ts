import type { ModuleDef } from '../shared/module-def';
import CallToAction from './CallToAction';
import { schema } from './schema';

/** The `callToAction` page module (registered in modules/catalog.ts). */
export const callToAction: ModuleDef<typeof schema> = { schema, Component: CallToAction };
