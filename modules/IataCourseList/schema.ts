import { z } from 'zod';
import { collection, sectionFields } from '../shared/schema';

export const schema = z.object({ ...sectionFields, ...collection });
