import { z } from 'zod';
import { lenientArray, media, optionalLink, shortText } from '@/lib/content/primitives';
import { html, optionalText, optionalHtml, base, counterInfo } from '../shared/schema';

export const schema = z.object({
  ...base,
  subtitle: optionalText,
  title: shortText,
  text: optionalHtml,
  items: lenientArray(z.object({ image: media, title: shortText, description: html, button: optionalLink }), 'worldClassFacilities.items'),
  infos: lenientArray(counterInfo, 'worldClassFacilities.infos'),
});
