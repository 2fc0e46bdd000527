import { z } from 'zod';
import { base, linkList } from '../shared/schema';

/** Links to sibling pages shown as tabs (awards | certifications, videos | photos ...). */
export const schema = z.object({ ...base, items: linkList('pageTabs.items') });
