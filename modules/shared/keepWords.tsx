import { Fragment, type ReactNode } from 'react';
import { chineseBreaks } from '@/lib/ui/chinese-breaks';

// The one segmentation of the site; sanitized rich text uses it too (lib/content/chinese-words-html.ts).
export { chineseBreaks };

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

/**
 * A hyphenated word whose last part is three letters or fewer ("build-up", "container-id",
 * "X-ray"), with the brackets and quotes that hold on to it ("<container-id>"). The part before the
 * hyphen is one word of at most 12 letters (a longer one kept whole could overflow a 390 px column),
 * and only the last hyphen counts: "multi-stakeholder-led" may still break after "multi-".
 */
const SHORT_TAIL =
  /[\p{Ps}\p{Pi}<"']*(?<![\p{L}\p{N}])[\p{L}\p{N}]{1,12}-\p{L}{1,3}(?![\p{L}\p{N}-])[\p{Pe}\p{Pf}>"'.,;:!?]*/gu;

/** A piece of a text: `keep` pieces are set on one line; `breakBefore`: a line may end just before it. */
export interface TextPiece {
  text: string;
  keep: boolean;
  breakBefore: boolean;
}

/**
 * Where a short text (a title, a label, a table cell) must not break at a hyphen: browsers wrap after
 * any "-", which left "Robotic build-" / "up cells" and "_ga_<container-" / "id>" with two letters
 * alone on a line. Each hyphenated word with a short last part (SHORT_TAIL) is a `keep` piece; one
 * glued to the text before it ("_ga_" + "<container-id>") may break before itself instead, so a code-like
 * name wraps at its underscore. Running prose is left to the browser: "build-" / "up" is plain
 * typesetting there. The pieces join back into the text.
 */
export function shortHyphenTails(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(SHORT_TAIL)) {
    const at = match.index;
    if (at > from) pieces.push({ text: text.slice(from, at), keep: false, breakBefore: false });
    // After a space or a hyphen the browser may break already; anywhere else it needs leave to.
    pieces.push({ text: match[0], keep: true, breakBefore: at > 0 && !/[\s-]/.test(text[at - 1]) });
    from = at + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), keep: false, breakBefore: false });
  return pieces;
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * shortHyphenTails as HTML, for text that reaches the page as markup (a rich-text table cell):
 * plain text in, escaped HTML out, each kept piece in `<span class="keep-word">`.
 */
export function shortHyphenTailsHtml(text: string): string {
  return shortHyphenTails(text)
    .map((piece) => (piece.keep ? `${piece.breakBefore ? '<wbr>' : ''}<span class="keep-word">${escapeHtml(piece.text)}</span>` : escapeHtml(piece.text)))
    .join('');
}

/**
 * A number and the Chinese after it, joined by a no-break space: "港幣 400 元" ended a table cell
 * with "元" alone on its line, "存放 24" / "小時" parted a figure from its unit. The space is the
 * browser's break opportunity there (chineseBreaks leaves spaces to it), so it is made one that
 * does not break. For text that reaches the page as markup too (a rich-text table cell).
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(NUMBER_THEN_HAN, '$1\u00a0');
}
const NUMBER_THEN_HAN = /(\p{Nd}) (?=\p{Script=Han})/gu;

const HAN = /\p{Script=Han}/u;

/**
 * Chinese text set word by word (chineseBreaks): inside a `.zh-words` span (app/globals.css,
 * `word-break: keep-all`) the browser breaks only at the <wbr> between words and at spaces. Text
 * without Chinese is only rendered (no span). For short texts a reader sees as one unit: headlines, FAQ
 * questions, table cells, labels. A number stays with the Chinese unit after it (keepNumbersWithUnits),
 * and by default a hyphenated word with a short last part stays whole (keepShortHyphenTails), in
 * every language. `render` sets each run of words between two breaks instead (a search hit's title
 * marks its keyword in each).
 */
export function keepChineseWords(text: string, render: (words: string) => ReactNode = keepShortHyphenTails): ReactNode {
  if (!HAN.test(text)) return render(text);
  const joined = keepNumbersWithUnits(text);
  const breaks = chineseBreaks(joined);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const at of [...breaks, joined.length]) {
    if (from) parts.push(<wbr key={`b${from}`} />);
    parts.push(<Fragment key={from}>{render(joined.slice(from, at))}</Fragment>);
    from = at;
  }
  return <span className="zh-words">{parts}</span>;
}
