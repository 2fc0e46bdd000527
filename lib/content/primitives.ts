import { z } from 'zod';
import { telHref } from '../routing/links';

/**
 * Building blocks shared by the global data, the page envelope and every module schema.
 * Anything a CMS editor types that ends up in an href or src is checked here, once.
 */

const SAFE_URL = /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i;

/** A link target an editor may type: site-relative path, #anchor, http(s), mailto: or tel:. Never javascript: or data:. */
export const safeUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((u) => SAFE_URL.test(u) || /^[a-z0-9][\w\-./]*$/i.test(u), { message: 'unsafe or malformed URL' });

/** A media source: site-relative or https only. */
export const mediaSrc = z
  .string()
  .trim()
  .max(2048)
  .refine((u) => /^\/(?![/\\])/.test(u) || /^https:\/\//i.test(u), { message: 'media must be site-relative or https' });

export const target = z
  .enum(['_self', '_blank', ''])
  .optional()
  .catch(undefined);

/** One phone number in international form, as people read it ("+852 2753 0188"): lib/routing/links.ts links it. */
export const phoneNumber = z
  .string()
  .trim()
  .max(40)
  .refine((n) => telHref(n) !== undefined, { message: "one phone number: '+', country code and 7-15 digits in all" });

export const text = z.string().max(20_000);
export const shortText = z.string().max(500);

/** An array whose invalid entries are dropped (and reported), never failing the parent. */
export function lenientArray<T extends z.ZodType>(item: T, label: string) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((entries) => {
      const out: z.output<T>[] = [];
      entries.forEach((entry, index) => {
        const parsed = item.safeParse(entry);
        if (parsed.success) out.push(parsed.data);
        else reportInvalid(`${label}[${index}]`, parsed.error);
      });
      return out;
    });
}

type InvalidListener = (where: string, error: z.ZodError) => void;
const listeners = new Set<InvalidListener>();

/** Tests subscribe here to prove that no entry of the shipped content is silently dropped. */
export function onInvalidContent(listener: InvalidListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportInvalid(where: string, error: z.ZodError): void {
  listeners.forEach((listener) => listener(where, error));
  if (process.env.NODE_ENV === 'test' && !process.env.CONTENT_DEBUG) return;
  console.warn(`[content] dropped invalid ${where}: ${z.prettifyError(error).replace(/\n/g, '; ')}`);
}

const mediaVariant = z.object({
  mediaUrl: mediaSrc,
  width: z.number().int().min(0).max(10_000).catch(0),
  height: z.number().int().min(0).max(10_000).catch(0),
});

export const media = z.object({
  type: z.enum(['image', 'video']).catch('image'),
  altText: z.string().max(500).catch(''),
  desktop: mediaVariant,
  mobile: mediaVariant.optional().catch(undefined),
  /** Poster image for videos. */
  poster: mediaSrc.optional().catch(undefined),
});
export type Media = z.output<typeof media>;

/** A button or a link: label, url, target. Entries with an empty label or url are dropped by lists. */
export const link = z.object({
  label: z.string().trim().min(1).max(200),
  url: safeUrl,
  target,
  /** For a link to a document: its size as shown ("180 KB"); the embedded store reads it from the file. */
  fileSize: z.string().trim().min(1).max(20).optional().catch(undefined),
});
export type Link = z.output<typeof link>;

/** Optional link: an invalid or empty one becomes undefined instead of failing the parent. */
export const optionalLink = link.optional().catch(undefined);
