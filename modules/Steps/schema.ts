import { z } from 'zod';
import { lenientArray } from '@/lib/content/primitives';
import { titledHtml, sectionFields } from '../shared/schema';

export const schema = z.object({ ...sectionFields, items: lenientArray(titledHtml, 'steps.items') });
