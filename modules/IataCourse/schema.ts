import { z } from 'zod';
import { lenientArray, shortText } from '@/lib/content/primitives';
import { html, base, isoDate } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: shortText,
  code: shortText,
  summary: z.string().max(1000),
  publishTime: isoDate.optional().catch(undefined),
  duration: shortText,
  language: shortText,
  fee: shortText,
  venue: shortText,
  sessions: lenientArray(z.object({ date: isoDate, seats: z.number().int().min(0).max(500).optional().catch(undefined) }), 'iataCourse.sessions'),
  html,
});
