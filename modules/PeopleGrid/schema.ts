import { z } from 'zod';
import { lenientArray, shortText } from '@/lib/content/primitives';
import { html, optionalMedia, sectionFields } from '../shared/schema';

/**
 * The board and the management. Each person is a typographic portrait (name and post set on the
 * house's navy panel); `photo` is for a real photograph the operator supplies, shown above the
 * name plate when present. Never a rendered stand-in figure (tests/unit/content/images.test.ts).
 */
export const schema = z.object({
  ...sectionFields,
  items: lenientArray(z.object({ name: shortText, position: shortText, photo: optionalMedia, bio: html }), 'peopleGrid.items'),
});
