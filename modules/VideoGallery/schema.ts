import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { optionalText, isoDate, captionTrack, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(
    z.object({
      title: shortText,
      description: optionalText,
      media,
      duration: optionalText,
      publishTime: isoDate.optional().catch(undefined),
      captions: lenientArray(captionTrack, 'videoGallery.captions').default([]),
    }),
    'videoGallery.items',
  ),
});
