import { z } from 'zod';
import { shortText } from '@/lib/content/primitives';
import { html, optionalMedia, base, linkList, isoDate } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: shortText,
  publishTime: isoDate,
  category: shortText,
  summary: z.string().max(1000).optional().catch(undefined),
  media: optionalMedia,
  html,
  attachments: linkList('newsDetail.attachments'),
});
