import { z } from 'zod';
import { lenientArray, link, media, mediaSrc, safeUrl, shortText, text } from '@/lib/content/primitives';

/**
 * The schema pieces several page modules share (rich text, links, an anchor, counters, a collection
 * of item summaries, the form modules' heading): each module's own shape is in its folder's schema.ts.
 *
 * Conventions: `html` fields are rich text and are sanitized before rendering; internal links are
 * written without the language prefix ("/about-us/leadership") and get the current language added.
 * Optional entries that fail validation are dropped one by one (lenientArray), never the whole module.
 */

export const html = text;

export const optionalText = shortText.optional().catch(undefined);

export const optionalHtml = html.optional().catch(undefined);

export const optionalMedia = media.optional().catch(undefined);

/** Shared by every module: an id that a URL hash (#anchor) can scroll to. */
export const base = { anchor: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/).optional().catch(undefined) };

/** The frame most modules share: an anchor, an optional title and a rich-text introduction. */
export const sectionFields = { ...base, title: optionalText, description: optionalHtml };

/** What a listed item says of itself first (a file to download, a video, a photo album). */
export const titledItem = { title: shortText, description: optionalText };

export const linkList = (label: string) => lenientArray(link, label).default([]);

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);

export const counterInfo = z.object({ title: shortText, count: z.string().regex(/^[0-9.,%]{1,12}$/), unit: z.string().max(40).default('') });

export const titledHtml = z.object({ title: shortText, html });

export const captionTrack = z.object({ src: mediaSrc, srclang: z.string().max(10), label: shortText });

/** A summary of an item file, filled in by the backend when a module names a `collection`. */
const collectionItem = z.object({
  id: z.string().max(128),
  url: safeUrl,
  title: shortText,
  publishTime: z.string().max(40).optional().catch(undefined),
  category: optionalText,
  summary: z.string().max(1000).optional().catch(undefined),
  tags: z.array(shortText).max(20).optional().catch(undefined),
  media: optionalMedia,
});

export type CollectionItem = z.output<typeof collectionItem>;

export const collection = {
  /** Folder (or folders) of item files the backend lists, e.g. "news/latest-news". */
  collection: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional(),
  limit: z.number().int().min(1).max(100).optional().catch(undefined),
  items: lenientArray(collectionItem, 'collection.items').default([]),
};

/** A form module: its heading and introduction come from the CMS, its fields from lib/forms/fields.ts. */
export const formModule = z.object({ ...base, title: shortText, description: optionalHtml });
