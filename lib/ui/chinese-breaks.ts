/**
 * Where a Chinese text may break between its words: the one word segmentation of the site, shared by
 * keepChineseWords (modules/shared/keepWords.tsx, texts the components set) and the rich text the
 * sanitizer passes (lib/content/chinese-words-html.ts). Plain TypeScript, no React, so both may use it.
 */

const HAN = /\p{Script=Han}/u;
const ONE_HAN = /^\p{Script=Han}$/u;
/** Characters a line may not start with (clreq): closing brackets and marks, and punctuation. */
const NO_LINE_START = /^[\p{Pe}\p{Pf}\p{Po}\s]/u;
let segmenter: Intl.Segmenter | null | undefined;

/**
 * Where a Chinese text may break: between words, never inside one. Browsers break Chinese between
 * any two characters, which split words across lines ("學" / "徒", "完" / "成") and left a single
 * character alone on a line ("貨" / "物？", "下午6" / "時"). The words come from Intl.Segmenter's
 * dictionary; a word of one character stays with the word before it (a measure word, a unit after a
 * number, the last character of a sentence), so no line starts or ends a text with one character
 * alone; punctuation stays with the word before it. Returns the break points as offsets, or [] when
 * the text has no Chinese or cannot be segmented.
 */
export function chineseBreaks(text: string): number[] {
  if (!HAN.test(text)) return [];
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  if (!segmenter) return [];
  const breaks: number[] = [];
  let chunkStart = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (index === 0) continue;
    // Glue to the chunk before: a single character, punctuation and spaces (the browser breaks at a space itself).
    if (ONE_HAN.test(segment) || NO_LINE_START.test(segment)) continue;
    // After a space the browser already may break; a chunk ending in opening punctuation holds on to what follows.
    const before = text[index - 1];
    if (/\s/.test(before) || /[\p{Ps}\p{Pi}]/u.test(before)) continue;
    if (index > chunkStart) breaks.push(index);
    chunkStart = index;
  }
  return breaks;
}
