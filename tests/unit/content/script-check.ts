/**
 * Detectors for text in the wrong script: Latin words on a Chinese page (beyond proper names and
 * codes a Chinese reader also writes in Latin letters), Traditional-only characters on a
 * Simplified page and Simplified-only characters on a Traditional one (OpenCC's character tables).
 */
import * as OpenCC from 'opencc-js';


/** Addresses, links and e-mail addresses are written in Latin letters in every language. */
const NOT_WORDS = /[\w.+-]+@[\w.-]+\.\w+|https?:\/\/\S+|(?<![\w])\/[\w\-/.#?=&]+/g;
const LATIN_TOKEN = /[°0-9A-Za-z][0-9A-Za-z'’&._²-]*/g;

/** Latin-script words of a Chinese text that are neither allowed words nor inside allowed phrases. */
export function latinWords(text: string, words: ReadonlySet<string>, phrases: readonly RegExp[]): string[] {
  let rest = text.replace(NOT_WORDS, ' ');
  for (const p of phrases) rest = rest.replace(p, ' ');
  const found = new Set<string>();
  for (const m of rest.matchAll(LATIN_TOKEN)) {
    const token = m[0].replace(/[.'’_-]+$/, '');
    if (/[A-Za-z]/.test(token) && !words.has(token)) found.add(token);
  }
  return [...found].sort();
}

const HAN = /\p{Script=Han}/u;

const simplifiers = [OpenCC.Converter({ from: 'hk', to: 'cn' }), OpenCC.Converter({ from: 'tw', to: 'cn' }), OpenCC.Converter({ from: 't', to: 'cn' })];
const traditionalizers = [OpenCC.Converter({ from: 'cn', to: 'hk' }), OpenCC.Converter({ from: 'cn', to: 'tw' }), OpenCC.Converter({ from: 'cn', to: 't' })];

/**
 * Han characters of `text` that every one of the converters changes, one character at a time: a
 * character that only some standards write in another variant form (峰/峯, 床/牀) is not reported.
 */
function changedByAll(text: string, converters: ((s: string) => string)[], allowed: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const c of new Set(text)) {
    if (HAN.test(c) && !allowed.has(c) && converters.every((convert) => convert(c) !== c)) found.add(c);
  }
  return [...found].sort();
}

/** Characters that exist only in Traditional Chinese (for a Simplified page). */
export function traditionalOnly(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  return changedByAll(text, simplifiers, allowed);
}

/** Characters that exist only in Simplified Chinese (for a Traditional page). */
export function simplifiedOnly(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  return changedByAll(text, traditionalizers, allowed);
}

/** Text with the allowed phrases taken out. */
export function without(text: string, phrases: readonly RegExp[]): string {
  return phrases.reduce((rest, p) => rest.replace(p, ' '), text);
}
