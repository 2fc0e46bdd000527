import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { html, optionalText, optionalHtml, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(z.object({ name: shortText, position: shortText, photo: media, bio: html }), 'peopleGrid.items'),
});
