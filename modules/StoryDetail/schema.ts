import { z } from 'zod';
import { shortText } from '@/lib/content/primitives';
import { html, optionalMedia, base, isoDate } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: shortText,
  publishTime: isoDate,
  tags: z.array(shortText).max(10).default([]),
  summary: z.string().max(1000).optional().catch(undefined),
  media: optionalMedia,
  html,
});
