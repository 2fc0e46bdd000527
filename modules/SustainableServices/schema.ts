import { z } from 'zod';
import { media, optionalLink, shortText } from '@/lib/content/primitives';
import { html, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  image: media,
  title: shortText,
  description: html,
  button: optionalLink,
});
