import { decodeHTML } from 'entities';
import { keepNumbersWithUnits, shortHyphenTails, shortHyphenTailsHtml } from '../ui/line-keeps';
import { TAG, TOKEN, UNIT } from './chinese-words-html';

/**
 * The short texts of sanitized rich text (its headings and table cells), in every language, keep
 * what the components' titles and cells keep (lib/ui/line-keeps.ts): a hyphenated word with a short
 * last part (the cookie notice's `_ga_<container-id>` broke as "_ga_<container-" / "id>" in a 390 px
 * column), and a number with the Chinese unit after it.
 *
 * Runs on the sanitizer's output only (lib/content/sanitize.ts), before the Chinese words are set
 * (chinese-words-html.ts): every tag there is one the sanitizer wrote, so a tag is exactly a `<...>`,
 * and text between tags is escaped. A text that keeps nothing is left exactly as it came; one that
 * does is decoded, and written again escaped with `<span class="keep-word">` (app/globals.css) and
 * `<wbr>` around what it keeps. The same short texts (UNIT) and the same reading of the sanitizer's
 * tags as chinese-words-html.ts.
 */

function keepIn(escaped: string): string {
  const decoded = decodeHTML(escaped), text = keepNumbersWithUnits(decoded);
  if (text === decoded && !shortHyphenTails(text).some((piece) => piece.keep)) return escaped;
  return shortHyphenTailsHtml(text);
}

/** Sanitized rich text whose headings and table cells keep their short hyphen tails and numbers with units. */
export function keepLinesInHtml(sanitized: string): string {
  let depth = 0;
  return sanitized
    .split(TOKEN)
    .map((token) => {
      const tag = TAG.exec(token);
      if (tag) {
        if (UNIT.has(tag[2].toLowerCase())) depth += tag[1] ? -1 : 1;
        return token;
      }
      return depth > 0 && token ? keepIn(token) : token;
    })
    .join('');
}
