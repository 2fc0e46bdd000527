import { z } from 'zod';
import { lenientArray, safeUrl, shortText } from '@/lib/content/primitives';
import { optionalText, isoDate, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(
    z.object({
      title: shortText,
      description: optionalText,
      url: safeUrl,
      fileType: z.string().max(10).default('PDF'),
      fileSize: optionalText,
      publishTime: isoDate.optional().catch(undefined),
    }),
    'downloadList.items',
  ),
});
