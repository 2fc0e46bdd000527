import type { ReactNode } from 'react';
import { matchRanges } from '@/lib/search/match';

export { matchRanges };

/**
 * `text` as React nodes with every match of the keyword wrapped in <mark>, matched exactly as the
 * search ranks (case, accents, stemming, Chinese substrings). Built from string slices, which
 * React escapes: the keyword and the text never become HTML.
 */
export function highlight(text: string, keyword: string, className?: string): ReactNode[] {
  return markRanges(text, matchRanges(text, keyword), className);
}

/**
 * The piece of a longer text that starts at `offset` in it, with the parts of `ranges` (offsets in
 * the whole text, from matchRanges) that fall inside it marked. A title set word by word
 * (keepChineseWords) is matched whole and marked piece by piece: matched piece by piece, a keyword
 * pair that spans two words was not marked (of "鏈中心" in 冷鏈|中心|處理|疫苗 only 中心 was).
 */
export function markRanges(text: string, ranges: readonly (readonly [number, number])[], className?: string, offset = 0): ReactNode[] {
  const out: ReactNode[] = [];
  let pos = 0;
  for (const [from, to] of ranges) {
    const start = Math.max(from - offset, pos);
    const end = Math.min(to - offset, text.length);
    if (end <= start) continue;
    if (start > pos) out.push(text.slice(pos, start));
    out.push(
      <mark key={start} className={className}>
        {text.slice(start, end)}
      </mark>,
    );
    pos = end;
  }
  if (pos < text.length) out.push(text.slice(pos));
  return out;
}
