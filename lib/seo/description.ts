import { htmlToText } from '../content/html-text';
import type { Lang } from '../i18n';

/** Spec section 9: news meta descriptions are cut to 160 characters. */
export const DESCRIPTION_MAX = 160;

/**
 * Cut a description to at most `max` characters (code points, so a character outside the BMP is
 * never split). English is cut at the last word boundary that fits; Chinese has no spaces between
 * words, so it is cut by characters. Text that already fits is returned as is.
 */
export function cutDescription(text: string, lang: Lang, max: number = DESCRIPTION_MAX): string {
  const clean = htmlToText(text);
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const head = chars.slice(0, max).join('');
  if (lang !== 'en') return head.trimEnd();

  // A space right after the cut means the cut already falls between two words.
  if (chars[max] === ' ') return trimTail(head);
  const lastSpace = head.lastIndexOf(' ');
  // One word longer than the limit: no boundary exists, so it is cut by characters.
  if (lastSpace <= 0) return head;
  return trimTail(head.slice(0, lastSpace));
}

/** A cut that ends on a comma, colon or dash reads unfinished; those are dropped. */
function trimTail(value: string): string {
  return value.replace(/[\s,;:\u2013\u2014-]+$/u, '');
}
