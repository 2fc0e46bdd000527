import { z } from 'zod';
import { optionalLink } from '@/lib/content/primitives';
import { collection, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  ...collection,
  button: optionalLink,
  /** Buttons above the cards filter the stories by tag (the stories page); off for teaser lists. */
  tagFilter: z.boolean().default(false).catch(false),
});
