import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { html, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(z.object({ name: shortText, position: shortText, photo: media, bio: html }), 'peopleGrid.items'),
});
