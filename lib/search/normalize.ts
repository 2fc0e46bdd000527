import { stem } from './stem';

/**
 * One text normalization for indexing, querying and highlighting, so a query term always finds
 * the same thing in all three places. Every character is folded (lower case, compatibility forms,
 * accents removed); Latin words are stemmed; anything that is not a letter or digit becomes one
 * space; Chinese characters are kept as they are, with no space between them (Chinese has no word
 * breaks, so a word is found as a substring), but with a space between them and Latin words.
 *
 * Each normalized character remembers where it came from in the original text, so a match can be
 * mapped back for snippets and <mark>s.
 */
export interface Normalized {
  text: string;
  /** Original offset of the first character that produced normalized character i. */
  starts: number[];
  /** Original offset just after the characters that produced normalized character i. */
  ends: number[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u3007]/u;
const WORD = /[\p{L}\p{N}]/u;

/** Character classes with fast paths for ASCII and the main CJK block (most of our text). */
const Kind = { Other: 0, Word: 1, Cjk: 2 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

function kindOf(ch: string): Kind {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) ? Kind.Word : Kind.Other;
  if (code >= 0x4e00 && code <= 0x9fff) return Kind.Cjk;
  if (CJK.test(ch)) return Kind.Cjk;
  return WORD.test(ch) ? Kind.Word : Kind.Other;
}

export function isCjk(ch: string): boolean {
  return kindOf(ch) === Kind.Cjk;
}

/** A letter or digit that is not Chinese: part of a Latin (space-separated) word. */
export function isLatinWordChar(ch: string): boolean {
  return kindOf(ch.toLowerCase()) === Kind.Word;
}

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  // Fast paths: plain ASCII and the common CJK block fold to themselves (or their lower case).
  if (code < 0x80) return ch.toLowerCase();
  if (code >= 0x4e00 && code <= 0x9fff) return ch;
  return ch.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
}

/** Lower case, compatibility forms folded, accents removed (no stemming, no spacing rules). */
export function fold(input: string): string {
  let out = '';
  for (const ch of input) out += foldChar(ch);
  return out;
}

export function normalize(input: string): Normalized {
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let word = '';
  let wordStarts: number[] = [];
  let wordEnd = 0;

  const push = (ch: string, start: number, end: number) => {
    chars.push(ch);
    starts.push(start);
    ends.push(end);
  };
  // One space between tokens, never at the start.
  const space = (at: number) => {
    if (chars.length > 0 && chars[chars.length - 1] !== ' ') push(' ', at, at);
  };
  const flushWord = () => {
    if (word === '') return;
    const stemmed = stem(word);
    for (let k = 0; k < stemmed.length; k++) {
      const start = wordStarts[Math.min(k, wordStarts.length - 1)];
      // The last character of a stem covers the rest of the word, so "handl" marks all of "handling".
      const end = k === stemmed.length - 1 ? wordEnd : (wordStarts[k + 1] ?? wordEnd);
      push(stemmed[k], start, end);
    }
    word = '';
    wordStarts = [];
  };

  for (let i = 0; i < input.length; ) {
    const code = input.charCodeAt(i);
    const ch = code >= 0xd800 && code <= 0xdbff ? input.slice(i, i + 2) : input[i];
    const next = i + ch.length;
    // Folding may turn one character into several ('ﬁ' into 'fi'); each keeps the source offsets.
    for (const f of foldChar(ch)) {
      const kind = kindOf(f);
      if (kind === Kind.Word) {
        if (word === '' && chars.length > 0 && kindOf(chars[chars.length - 1]) === Kind.Cjk) space(i);
        word += f;
        wordStarts.push(i);
        wordEnd = next;
      } else if (kind === Kind.Cjk) {
        if (word !== '') {
          flushWord();
          space(i);
        }
        push(f, i, next);
      } else {
        flushWord();
        space(i);
      }
    }
    i = next;
  }
  flushWord();
  if (chars[chars.length - 1] === ' ') {
    chars.pop();
    starts.pop();
    ends.pop();
  }
  return { text: chars.join(''), starts, ends };
}
