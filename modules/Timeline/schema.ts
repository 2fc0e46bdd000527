import { z } from 'zod';
import { lenientArray, shortText } from '@/lib/content/primitives';
import { html, optionalText, optionalHtml, optionalMedia, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(z.object({ year: z.string().min(4).max(9), title: shortText, description: html, image: optionalMedia }), 'timeline.items'),
});
