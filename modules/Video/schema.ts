import { z } from 'zod';
import { lenientArray, media } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, captionTrack } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  media,
  captions: lenientArray(captionTrack, 'video.captions').default([]),
});
