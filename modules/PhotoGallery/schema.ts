import { z } from 'zod';
import { lenientArray, media, shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, isoDate } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
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
