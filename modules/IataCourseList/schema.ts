import { z } from 'zod';
import { optionalText, optionalHtml, base, collection } from '../shared/schema';

export const schema = z.object({ ...base, title: optionalText, description: optionalHtml, ...collection });
