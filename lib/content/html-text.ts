import { decodeHTML } from 'entities';

/**
 * Tags inside a line of text: dropped without a space, so "H<sub>2</sub>O" stays one word (and a
 * <wbr>, a place a line may break, is no space: rich text sets Chinese headings with it). Every
 * other tag (paragraphs, list items, breaks, cells) separates what is on either side.
 */
const INLINE = /^<\/?(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\b/i;

/**
 * The plain text of a CMS string that may hold HTML, for search snippets, meta descriptions and a
 * table of contents: scripts and styles dropped, tags removed, every entity decoded exactly once
 * (`&amp;lt;` is the text "&lt;"), white space collapsed. The one HTML-to-text of the site.
 */
export function htmlToText(html: string): string {
  const bare = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, (tag) => (INLINE.test(tag) ? '' : ' '));
  return decodeHTML(bare).replace(/\s+/g, ' ').trim();
}
