import type { ModuleDef } from '../shared/module-def';
import NewsletterArchive from './NewsletterArchive';
import { schema } from './schema';

/** The `newsletterArchive` page module (registered in modules/catalog.ts). */
export const newsletterArchive: ModuleDef<typeof schema> = { schema, Component: NewsletterArchive };
