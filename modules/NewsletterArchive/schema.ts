import { z } from 'zod';
import { lenientArray, link, media, shortText } from '@/lib/content/primitives';
import { isoDate, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(
    z.object({
      issue: shortText,
      title: shortText,
      publishTime: isoDate,
      cover: media,
      pdf: link,
      highlights: z.array(shortText).max(10).default([]),
    }),
    'newsletterArchive.items',
  ),
});
