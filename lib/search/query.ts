import { isCjk, normalize } from './normalize';

/** Longest keyword that is searched; a longer one is cut and the results page says so. */
export const SEARCH_KEYWORD_MAX = 100;
/** At most this many terms take part in ranking, so a long keyword cannot make a query slow. */
const MAX_TERMS = 12;

/** Dropped from a query that has other words: they are on every page and would match everything (the phrase keeps them). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'our', 'the', 'to', 'we', 'with', 'you', 'your']);

/** Control characters, line and paragraph separators and bidi overrides: never part of a keyword. */
const INVISIBLE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
/** A lone surrogate cannot be URL-encoded (encodeURIComponent throws). */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * The keyword as visitors and the route see it: control characters and slashes become spaces
 * (a slash would add a path segment; spec: "slashes are replaced by spaces"), runs of spaces
 * collapse, the ends are trimmed.
 */
export function cleanKeyword(raw: string): string {
  return raw.replace(INVISIBLE, ' ').replace(LONE_SURROGATE, '').replace(/[/\\]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters (code points, so a pair is never split) and whether it was cut. */
export function capKeyword(keyword: string, max: number): { keyword: string; truncated: boolean } {
  const chars = Array.from(keyword);
  if (chars.length <= max) return { keyword, truncated: false };
  return { keyword: chars.slice(0, max).join('').trim(), truncated: true };
}

export interface SearchQuery {
  /** The whole normalized keyword, matched as a phrase when there is more than one term. */
  phrase: string;
  /** Normalized terms: stemmed Latin words, Chinese words of up to two characters or the bigrams of longer runs. */
  terms: string[];
}

function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length <= 2) return [run];
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

export function parseQuery(keyword: string): SearchQuery {
  const phrase = normalize(keyword).text;
  const chunks = phrase.split(' ').filter(Boolean);
  // One-letter Latin words ("e" of "e-commerce") are as unspecific as stop words.
  const content = chunks.filter((c) => !STOP_WORDS.has(c) && !(c.length === 1 && !isCjk(c)));
  const kept = content.length > 0 ? content : chunks;
  const terms = [...new Set(kept.flatMap((chunk) => (isCjk(String.fromCodePoint(chunk.codePointAt(0) ?? 0)) ? bigrams(chunk) : [chunk])))].slice(0, MAX_TERMS);
  return { phrase, terms };
}
