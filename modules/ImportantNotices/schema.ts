import { z } from 'zod';
import { lenientArray, media, safeUrl, shortText } from '@/lib/content/primitives';
import { html, optionalText, base } from '../shared/schema';

const expiry = z.enum(['no-reload', 'daily', 'weekly', 'monthly', 'yearly']);

export const schema = z.object({
  ...base,
  title: optionalText,
  /** How long a dismissed popup stays away; absent means the popup is hidden. */
  expiry: expiry.optional().catch(undefined),
  items: lenientArray(
    z.object({
      icon: media.optional().catch(undefined),
      /** A notice without a title would be a nameless page of the popup: dropped. */
      title: shortText.trim().min(1),
      desc: html,
      button: z.object({ label: shortText, url: safeUrl }).optional().catch(undefined),
    }),
    'importantNotices.items',
  ),
});
