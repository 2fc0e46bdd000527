import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { optionalText, isoDate, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  albums: lenientArray(
    z.object({
      title: shortText,
      description: optionalText,
      publishTime: isoDate.optional().catch(undefined),
      photos: lenientArray(z.object({ media, caption: optionalText }), 'photoGallery.photos'),
    }),
    'photoGallery.albums',
  ),
});
