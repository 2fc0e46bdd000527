import { z } from 'zod';
import { lenientArray, safeUrl, shortText } from '@/lib/content/primitives';

export const schema = z.object({
  /** The keyword that was searched (already cut to its maximum length by the backend). */
  keyword: z.string().max(200),
  /** The visitor's keyword was longer and was cut. */
  truncated: z.boolean().default(false),
  /** The normalized terms that were searched (informational: the page derives marks from the keyword). */
  terms: z.array(z.string().max(200)).max(20).default([]),
  /** Hits over all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  items: lenientArray(z.object({ url: safeUrl, title: shortText, snippet: z.string().max(1000) }), 'searchResults.items'),
});
