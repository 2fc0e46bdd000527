import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, linkList } from '../shared/schema';

/** Operational excellence and experienced team share one shape. */
export const schema = z.object({
  ...base,
  title: shortText,
  description: optionalText,
  text: optionalHtml,
  images: lenientArray(media, 'images').default([]),
  /** Empty button entries are dropped. */
  buttons: linkList('buttons'),
});
