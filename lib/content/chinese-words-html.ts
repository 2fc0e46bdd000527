import { decodeHTML } from 'entities';
import { chineseBreaks } from '../ui/chinese-breaks';

/**
 * Chinese headings, lead-ins and table cells of sanitized rich text set word by word, as
 * keepChineseWords sets the titles the components write: the content wrapped in a `.zh-words` span
 * (app/globals.css, `word-break: keep-all`) with a <wbr> between its words (chineseBreaks, the one
 * segmentation of the site). Without it the browser broke a body heading between any two characters.
 *
 * Runs on the sanitizer's output only (lib/content/sanitize.ts), never on what an editor sent: every
 * tag there is one the sanitizer wrote, with its attribute values escaped, so a tag is exactly a
 * `<...>` without a `>` inside, and the text between tags holds no "<". This adds nothing but a
 * class-only span and <wbr>, and leaves every character of text and every tag as it was.
 */

/**
 * Short texts a reader takes in as one unit, as the line-break detector picks them. Not <th>: a column
 * heading stays whole (`.rich-text th:lang(zh)` in app/globals.css; the table scrolls instead).
 */
export const UNIT: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'td', 'caption']);
/** Where a <strong> as the first thing is a lead-in that acts as a heading ("出口：..."). */
const LEAD_IN_PARENT = new Set(['p', 'li']);
/** Sanitized html split into its tags and the text between them; a tag's closing slash and name. */
export const TOKEN = /(<[^>]*>)/;
export const TAG = /^<(\/?)([a-z][a-z0-9]*)\b/i;
const HAN = /\p{Script=Han}/u;
/** An entity in sanitized text: one character of the decoded text. */
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/** Set one element's content word by word: the tags kept, a <wbr> at each break of its text. */
function setWords(inner: string[]): string {
  // The decoded text, and for each of its characters where it starts in `inner` (token, offset).
  let text = '';
  const at: [number, number][] = [];
  inner.forEach((token, t) => {
    if (token.startsWith('<')) return;
    let i = 0;
    for (const match of token.matchAll(ENTITY)) {
      for (; i < match.index; i++) {
        // A character outside the basic plane is two UTF-16 units, as in chineseBreaks' offsets.
        text += token[i];
        at.push([t, i]);
      }
      const decoded = decodeHTML(match[0]);
      for (let k = 0; k < decoded.length; k++) {
        text += decoded[k];
        at.push([t, k === 0 ? match.index : -1]);
      }
      i = match.index + match[0].length;
    }
    for (; i < token.length; i++) {
      text += token[i];
      at.push([t, i]);
    }
  });
  if (!HAN.test(text)) return inner.join('');
  const breaks = new Map<number, number[]>();
  for (const offset of chineseBreaks(text)) {
    const [t, i] = at[offset];
    if (i < 0) continue;
    breaks.set(t, [...(breaks.get(t) ?? []), i]);
  }
  const body = inner
    .map((token, t) => {
      const points = breaks.get(t);
      if (!points) return token;
      let out = '';
      let from = 0;
      for (const i of points) {
        out += `${token.slice(from, i)}<wbr>`;
        from = i;
      }
      return out + token.slice(from);
    })
    .join('');
  return `<span class="zh-words">${body}</span>`;
}

/** Sanitized rich text with its Chinese headings, lead-ins and cells set word by word. */
export function keepChineseWordsInHtml(sanitized: string): string {
  if (!HAN.test(sanitized)) return sanitized;
  const tokens = sanitized.split(TOKEN).filter(Boolean);
  const out: string[] = [];
  // The open element being collected, how deep its own tag is nested, and its content so far.
  let open: { name: string; depth: number; inner: string[] } | null = null;
  let previous = '';
  for (const token of tokens) {
    const tag = TAG.exec(token);
    if (open) {
      if (tag && tag[2].toLowerCase() === open.name) {
        if (!tag[1]) open.depth++;
        else if (--open.depth === 0) {
          out.push(setWords(open.inner), token);
          open = null;
          previous = '';
          continue;
        }
      }
      open.inner.push(token);
      continue;
    }
    out.push(token);
    if (tag && !tag[1]) {
      const name = tag[2].toLowerCase();
      const leadIn = name === 'strong' && LEAD_IN_PARENT.has(previous);
      if (UNIT.has(name) || leadIn) open = { name, depth: 1, inner: [] };
      previous = name;
    } else {
      // Only a tag right after the <p> or <li> opens it: text or a closing tag in between does not.
      previous = '';
    }
  }
  // Sanitized html closes every element; an unclosed one (never expected) is kept as it came.
  if (open) out.push(...open.inner);
  return out.join('');
}
