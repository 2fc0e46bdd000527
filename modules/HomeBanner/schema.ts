import { z } from 'zod';
import { lenientArray, shortText } from '@/lib/content/primitives';
import { optionalText, optionalMedia, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  media: optionalMedia,
  /** Five columns, one per letter of the operator's name. */
  items: lenientArray(z.object({ title: shortText, chineseTitle: optionalText, text: shortText }), 'homeBanner.items'),
});
