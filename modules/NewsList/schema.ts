import { z } from 'zod';
import { optionalLink } from '@/lib/content/primitives';
import { collection, sectionFields } from '../shared/schema';

export const schema = z.object({ ...sectionFields, ...collection, button: optionalLink });
