import { Fragment, type ReactNode } from 'react';
import { chineseBreaks } from '@/lib/ui/chinese-breaks';
import { keepNumbersWithUnits, shortHyphenTails, shortHyphenTailsHtml } from '@/lib/ui/line-keeps';

// The one segmentation of the site, and the pieces a line keeps whole; sanitized rich text uses them
// too (lib/content/chinese-words-html.ts, lib/content/line-keeps-html.ts).
export { chineseBreaks, keepNumbersWithUnits, shortHyphenTails, shortHyphenTailsHtml };

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

/** shortHyphenTails set in React: each kept piece in a `.keep-word` span (app/globals.css), a <wbr> where it may break before. */
export function keepShortHyphenTails(text: string): ReactNode {
  const pieces = shortHyphenTails(text);
  if (!pieces.some((p) => p.keep)) return text;
  return pieces.flatMap<ReactNode>((piece, i) =>
    piece.keep ? [
      ...(piece.breakBefore ? [<wbr key={`b${i}`} />] : []),
      <span key={i} className="keep-word">
        {piece.text}
      </span>,
    ] : [piece.text],
  );
}

const HAN = /\p{Script=Han}/u;

/**
 * Chinese text set word by word (chineseBreaks): inside a `.zh-words` span (app/globals.css,
 * `word-break: keep-all`) the browser breaks only at the <wbr> between words and at spaces. Text
 * without Chinese is only rendered (no span). For short texts a reader sees as one unit: headlines, FAQ
 * questions, table cells, labels. A number stays with the Chinese unit after it (keepNumbersWithUnits),
 * and by default a hyphenated word with a short last part stays whole (keepShortHyphenTails), in
 * every language. `render` sets each run of words between two breaks instead, given where the run
 * starts in the text (a search hit's title marks its keyword in each: modules/shared/highlight.tsx).
 */
export function keepChineseWords(text: string, render: (words: string, from: number) => ReactNode = keepShortHyphenTails): ReactNode {
  if (!HAN.test(text)) return render(text, 0);
  const joined = keepNumbersWithUnits(text);
  const breaks = chineseBreaks(joined);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const at of [...breaks, joined.length]) {
    if (from) parts.push(<wbr key={`b${from}`} />);
    parts.push(<Fragment key={from}>{render(joined.slice(from, at), from)}</Fragment>);
    from = at;
  }
  return <span className="zh-words">{parts}</span>;
}
