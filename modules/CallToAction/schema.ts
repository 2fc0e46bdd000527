import { z } from 'zod';
import { shortText } from '@/lib/content/primitives';
import { optionalHtml, optionalMedia, base, linkList } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: shortText,
  description: optionalHtml,
  media: optionalMedia,
  buttons: linkList('callToAction.buttons'),
});
