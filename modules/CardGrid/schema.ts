import { z } from 'zod';
import { lenientArray, optionalLink, shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, optionalMedia, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).catch(3),
  /** 'logo' shows images contained (company logos, certificates); 'default' covers them. */
  variant: z.enum(['default', 'logo']).default('default').catch('default'),
  items: lenientArray(
    z.object({
      image: optionalMedia,
      title: shortText,
      tag: optionalText,
      /** Small facts under the title, e.g. year and issuer. */
      meta: z.array(shortText).max(6).optional().catch(undefined),
      description: optionalHtml,
      button: optionalLink,
      download: optionalLink,
    }),
    'cardGrid.items',
  ),
});
