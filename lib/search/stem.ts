/**
 * A small, explicit English suffix stripper: plural -s/-es/-ies, -ing and -ed, and a final -e, so
 * "handling", "handled", "handles" and "handle" all become "handl". It only has to make a word and
 * its common inflections meet; the stem is never shown. Words of other scripts, words with digits
 * and short words are left alone.
 */

/** Words that look inflected but are not (or would collide with a much commoner word). */
const KEEP = new Set(['news', 'series', 'species', 'always', 'perhaps', 'during', 'thing', 'things', 'bring', 'king', 'ring']);
const MIN_STEM = 3;

function undouble(word: string): string {
  const last = word[word.length - 1];
  // Porter keeps -ll, -ss and -zz ("installed" stays "install").
  if (word.length > MIN_STEM && last === word[word.length - 2] && !'aeioulsz'.includes(last)) return word.slice(0, -1);
  return word;
}

function stripSuffix(word: string): string {
  const cut = (suffix: string, replacement = '') => {
    const base = word.slice(0, -suffix.length) + replacement;
    return base.length >= MIN_STEM ? base : null;
  };
  if (/(ies|ied)$/.test(word)) return cut('ies', 'y') ?? word;
  if (word.endsWith('sses')) return cut('es') ?? word;
  if (/(xes|ches|shes|zes)$/.test(word)) return cut('es') ?? word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ing')) {
    const base = cut('ing');
    return base ? undouble(base) : word;
  }
  if (word.endsWith('ed')) {
    const base = cut('ed');
    return base ? undouble(base) : word;
  }
  if (word.endsWith('s')) return cut('s') ?? word;
  return word;
}

export function stem(word: string): string {
  if (word.length <= MIN_STEM || KEEP.has(word) || !/^[a-z]+$/.test(word)) return word;
  const base = stripSuffix(word);
  return base.endsWith('e') && base.length > MIN_STEM ? base.slice(0, -1) : base;
}
