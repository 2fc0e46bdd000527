import { z } from 'zod';
import { lenientArray, media } from '@/lib/content/primitives';
import { titledItem, optionalText, isoDate, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  albums: lenientArray(
    z.object({
      ...titledItem,
      publishTime: isoDate.optional().catch(undefined),
      photos: lenientArray(z.object({ media, caption: optionalText }), 'photoGallery.photos'),
    }),
    'photoGallery.albums',
  ),
});
