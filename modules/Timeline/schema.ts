import { z } from 'zod';
import { lenientArray, shortText } from '@/lib/content/primitives';
import { html, optionalMedia, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(z.object({ year: z.string().min(4).max(9), title: shortText, description: html, image: optionalMedia }), 'timeline.items'),
});
