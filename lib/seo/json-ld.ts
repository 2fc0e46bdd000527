/**
 * JSON-LD goes into the HTML inside a <script> element. JSON.stringify leaves '<' as is, so a
 * string holding '</script>' would end the element early; '<' as \u003c is the same JSON value
 * and cannot. U+2028 and U+2029 are escaped too, for parsers that read the block as JavaScript.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
