import { z } from 'zod';
import { optionalLink } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, collection } from '../shared/schema';

export const schema = z.object({ ...base, title: optionalText, description: optionalHtml, ...collection, button: optionalLink });
