import { z } from 'zod';
import { lenientArray } from '@/lib/content/primitives';
import { optionalText, counterInfo, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  /** Counters animate digit by digit when scrolled into view (same behaviour as the home page). */
  animate: z.boolean().default(true).catch(true),
  items: lenientArray(counterInfo.extend({ description: optionalText }), 'statistics.items'),
});
