import { Fragment, type ReactNode } from 'react';

/** A word with a hyphen inside it: "Wing-kei", "2020-2021", "Co-operation". */
const HYPHENATED = /(\S+-\S+)/;

/**
 * Text whose hyphenated words never break at their hyphen: browsers may wrap after any "-", which
 * left Leadership names as "Richard Chan Wing-" / "kei". Each such word is kept whole (the
 * `.keep-word` utility of app/globals.css); lines still break between words.
 */
export function keepHyphenatedWords(text: string): ReactNode {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  // Plain strings between the spans (no keyed fragment each, and no empty ones): every element
  // is written twice into a page, in the markup and in the RSC payload.
  return parts.flatMap<ReactNode>((part, i) =>
    i % 2 === 1 ? [
      <span key={i} className="keep-word">
        {part}
      </span>,
    ] : part ? [part] : [],
  );
}

/**
 * An e-mail address that may break only after its "@": a narrow column otherwise breaks it after
 * the hyphen of its domain ("academy@hactl-" / "demo.com"). Both halves are kept whole.
 */
export function keepEmailHalves(address: string): ReactNode {
  const at = address.lastIndexOf('@');
  if (at < 0) return <span className="keep-word">{address}</span>;
  return [
    <span key="local" className="keep-word">
      {address.slice(0, at + 1)}
    </span>,
    <wbr key="break" />,
    <span key="domain" className="keep-word">
      {address.slice(at + 1)}
    </span>,
  ];
}

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

/**
 * Chinese text set word by word (chineseBreaks): inside a `.zh-words` span (app/globals.css,
 * `word-break: keep-all`) the browser breaks only at the <wbr> between words and at spaces. Text
 * without Chinese is returned as it is. For short texts a reader sees as one unit: headlines, FAQ
 * questions, table cells, labels. `render` sets each run of words between two breaks (a search hit's
 * title marks its keyword in each).
 */
export function keepChineseWords(text: string, render: (words: string) => ReactNode = (words) => words): ReactNode {
  const breaks = chineseBreaks(text);
  if (breaks.length === 0 && !HAN.test(text)) return render(text);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const at of [...breaks, text.length]) {
    if (from) parts.push(<wbr key={`b${from}`} />);
    parts.push(<Fragment key={from}>{render(text.slice(from, at))}</Fragment>);
    from = at;
  }
  return <span className="zh-words">{parts}</span>;
}
