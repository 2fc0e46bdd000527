import type { ReactNode } from 'react';

/** Same folding as the search index (lib/search.ts): NFKC, lower case, accents removed. */
function foldChar(ch: string): string {
  return ch.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
}

/**
 * Where the terms occur in `text`, as merged [start, end) ranges of the original string.
 * Matching is case- and accent-insensitive and works on CJK text (substring match).
 */
export function matchRanges(text: string, terms: string[]): [number, number][] {
  let folded = '';
  const startOf: number[] = [];
  const endOf: number[] = [];
  for (let i = 0; i < text.length; ) {
    const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const f = foldChar(ch);
    for (let k = 0; k < f.length; k++) {
      startOf.push(i);
      endOf.push(i + ch.length);
    }
    folded += f;
    i += ch.length;
  }
  const ranges: [number, number][] = [];
  const wanted = [...new Set(terms.map((t) => t.split('').map(foldChar).join('').trim()).filter((t) => t.length > 0))];
  for (const term of wanted) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      ranges.push([startOf[at], endOf[at + term.length - 1]]);
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

/**
 * `text` as React nodes with every occurrence of every term wrapped in <mark>. Built from string
 * slices (React escapes them): user input is never turned into HTML.
 */
export function highlight(text: string, terms: string[], className?: string): ReactNode[] {
  const ranges = matchRanges(text, terms);
  const out: ReactNode[] = [];
  let pos = 0;
  ranges.forEach(([start, end], i) => {
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
