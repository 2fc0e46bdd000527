import { z } from 'zod';
import { lenientArray, media } from '@/lib/content/primitives';
import { captionTrack, sectionFields } from '../shared/schema';

export const schema = z.object({
  ...sectionFields,
  media,
  captions: lenientArray(captionTrack, 'video.captions').default([]),
});
