import { z } from 'zod';
import { html, optionalText, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  html,
  /** Render an in-page table of contents from the h2 headings (each h2 needs an id). */
  toc: z.boolean().optional().catch(undefined),
});
