/**
 * What a line keeps whole in a short text (a title, a label, a table cell), in every language: a
 * hyphenated word with a short last part, and a number with the Chinese unit after it. Plain
 * TypeScript, no React: keepWords.tsx sets them in components, lib/content/line-keeps-html.ts in
 * sanitized rich text.
 */

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

