import { z } from 'zod';
import { shortText } from '@/lib/content/primitives';
import { base, html } from '../shared/schema';

/** A short note set apart from the running text: what to check before a visit, a change from a date. */
export const schema = z.object({
  ...base,
  /** `important` for what a visitor must do or know before acting; `info` for a helpful aside. */
  tone: z.enum(['info', 'important']).default('info').catch('info'),
  title: shortText,
  html,
});
