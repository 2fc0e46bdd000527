import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, isoDate, captionTrack } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
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
