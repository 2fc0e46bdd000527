import type { ReactNode } from 'react';
import { matchRanges } from '@/lib/search/match';

export { matchRanges };

/**
 * `text` as React nodes with every match of the keyword wrapped in <mark>, matched exactly as the
 * search ranks (case, accents, stemming, Chinese substrings). Built from string slices, which
 * React escapes: the keyword and the text never become HTML.
 */
export function highlight(text: string, keyword: string, className?: string): ReactNode[] {
  const out: ReactNode[] = [];
  let pos = 0;
  matchRanges(text, keyword).forEach(([start, end], i) => {
    if (start > pos) out.push(text.slice(pos, start));
    out.push(
      <mark key={i} className={className}>
        {text.slice(start, end)}
      </mark>,
    );
    pos = end;
  });
  if (pos < text.length) out.push(text.slice(pos));
  return out;
}
