import { z } from 'zod';
import { lenientArray, media } from '@/lib/content/primitives';
import { titledItem, optionalText, isoDate, captionTrack, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(
    z.object({
      ...titledItem,
      media,
      duration: optionalText,
      publishTime: isoDate.optional().catch(undefined),
      captions: lenientArray(captionTrack, 'videoGallery.captions').default([]),
    }),
    'videoGallery.items',
  ),
});
