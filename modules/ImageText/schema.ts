import { z } from 'zod';
import { media } from '@/lib/content/primitives';
import { html, optionalText, base, linkList } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  subtitle: optionalText,
  html,
  media,
  mediaPosition: z.enum(['left', 'right']).default('right').catch('right'),
  buttons: linkList('imageText.buttons'),
});
