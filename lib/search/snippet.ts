import type { SearchField } from './documents';

/** Characters of context shown before the match, and the whole snippet's length (original text). */
const BEFORE = 60;
const LENGTH = 200;
/** How far a cut may move to land on a space instead of inside a word. */
const SNAP = 20;

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * A window of the original text around normalized position `at` (or the start of the text when
 * the match was only in the title, `at` = -1), cut at spaces where there are any (Chinese has none)
 * and never inside a surrogate pair, with an ellipsis where text was left out.
 */
export function snippetAt(field: SearchField, at: number): string {
  const raw = field.raw;
  if (raw.length <= LENGTH) return raw;
  const origin = at >= 0 && at < field.starts.length ? field.starts[at] : 0;
  let start = Math.max(0, origin - BEFORE);
  let end = Math.min(raw.length, start + LENGTH);
  if (end === raw.length) start = Math.max(0, end - LENGTH);

  if (start > 0) {
    const space = raw.indexOf(' ', start);
    if (space !== -1 && space - start <= SNAP && space < origin) start = space + 1;
    if (isLowSurrogate(raw.charCodeAt(start))) start++;
  }
  if (end < raw.length) {
    const space = raw.lastIndexOf(' ', end);
    if (space !== -1 && end - space <= SNAP && space > origin) end = space;
    if (isLowSurrogate(raw.charCodeAt(end))) end--;
  }
  return `${start > 0 ? '…' : ''}${raw.slice(start, end).trim()}${end < raw.length ? '…' : ''}`;
}
