import { isLatinWordChar, normalize } from './normalize';
import { parseQuery } from './query';

/**
 * Finding terms in normalized text. A term that starts (or ends) with a Latin letter or digit
 * must start (end) a word: "cat" is not found in "certificate". Chinese terms match anywhere.
 */

function lastChar(s: string): string {
  const code = s.codePointAt(s.length - 1) ?? 0;
  // A trailing low surrogate belongs to a pair: take the whole code point.
  return code >= 0xdc00 && code <= 0xdfff ? s.slice(-2) : s.slice(-1);
}

/** Positions of `term` in `text` (both normalized), at most `limit` of them. */
export function occurrences(text: string, term: string, limit = Infinity): number[] {
  const found: number[] = [];
  if (term === '') return found;
  const wordStart = isLatinWordChar(String.fromCodePoint(term.codePointAt(0) ?? 0));
  const wordEnd = isLatinWordChar(lastChar(term));
  for (let at = text.indexOf(term); at !== -1 && found.length < limit; at = text.indexOf(term, at + 1)) {
    if (wordStart && at > 0 && text[at - 1] !== ' ') continue;
    const after = at + term.length;
    if (wordEnd && after < text.length && text[after] !== ' ') continue;
    found.push(at);
  }
  return found;
}

/**
 * Where a keyword's terms occur in `text`, as merged [start, end) ranges of the original string,
 * for <mark>. Uses the same normalization and terms as the ranking, so what ranked a page is what
 * gets marked ("handle" marks "Handling").
 */
export function matchRanges(text: string, keyword: string): [number, number][] {
  const { terms } = parseQuery(keyword);
  if (terms.length === 0 || text === '') return [];
  const norm = normalize(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (const at of occurrences(norm.text, term)) {
      ranges.push([norm.starts[at], norm.ends[at + term.length - 1]]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
