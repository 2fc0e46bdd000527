import { z } from 'zod';
import { shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, optionalMedia, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: shortText,
  subtitle: optionalText,
  description: optionalHtml,
  media: optionalMedia,
});
