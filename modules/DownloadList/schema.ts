import { z } from 'zod';
import { lenientArray, safeUrl } from '@/lib/content/primitives';
import { titledItem, optionalText, isoDate, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  items: lenientArray(
    z.object({
      ...titledItem,
      url: safeUrl,
      fileType: z.string().max(10).default('PDF'),
      fileSize: optionalText,
      publishTime: isoDate.optional().catch(undefined),
    }),
    'downloadList.items',
  ),
});
