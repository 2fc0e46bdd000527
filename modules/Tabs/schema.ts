import { z } from 'zod';
import { lenientArray, shortText } from '@/lib/content/primitives';
import { html, optionalText, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  items: lenientArray(z.object({ label: shortText, html }), 'tabs.items'),
});
