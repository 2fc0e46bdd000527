import { z } from 'zod';
import { lenientArray, optionalLink, phoneNumber, shortText } from '@/lib/content/primitives';
import { optionalText, optionalMedia, base } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  items: lenientArray(
    z.object({
      name: shortText,
      address: shortText,
      /** One number each, so each is its own tap-to-call link. */
      phones: lenientArray(z.object({ number: phoneNumber, label: optionalText }), 'contactOffices.phones').default([]),
      fax: phoneNumber.optional().catch(undefined),
      email: z.string().email().max(200).optional().catch(undefined),
      hours: optionalText,
      map: optionalLink,
      image: optionalMedia,
    }),
    'contactOffices.items',
  ),
});
