import { z } from 'zod';
import { lenientArray } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, titledHtml } from '../shared/schema';

export const schema = z.object({ ...base, title: optionalText, description: optionalHtml, items: lenientArray(titledHtml, 'steps.items') });
