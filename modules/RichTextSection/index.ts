import type { ModuleDef } from '../shared/module-def';
import RichTextSection from './RichTextSection';
import { schema } from './schema';

/** The `richText` page module (registered in modules/catalog.ts). */
export const richText: ModuleDef<typeof schema> = { schema, Component: RichTextSection };
