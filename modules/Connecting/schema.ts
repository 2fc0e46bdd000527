import { z } from 'zod';
import { lenientArray, media, optionalLink, shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, linkList } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: shortText,
  description: optionalHtml,
  items: lenientArray(
    z.object({ image: media, tag: optionalText, category: optionalText, title: shortText, button: optionalLink }),
    'connecting.items',
  ),
  buttons: linkList('connecting.buttons'),
});
