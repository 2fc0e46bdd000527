/**
 * @jest-environment node
 */
import { fold, normalize } from '@/lib/search/normalize';
import { capKeyword, cleanKeyword, parseQuery } from '@/lib/search/query';
import { stem } from '@/lib/search/stem';

describe('stem', () => {
  it.each([
    ['handling', 'handl'],
    ['handled', 'handl'],
    ['handles', 'handl'],
    ['handle', 'handl'],
    ['terminals', 'terminal'],
    ['boxes', 'box'],
    ['companies', 'company'],
    ['applied', 'apply'],
    ['shipping', 'ship'],
    ['shipped', 'ship'],
    ['charges', 'charg'],
    ['classes', 'class'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['news', 'news'],
    ['installed', 'install'],
    ['gas', 'gas'],
    ['2026', '2026'],
  ])('%s -> %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it('is stable: a stem stems to itself', () => {
    for (const word of ['handling', 'terminals', 'storing', 'services', 'regulations', 'bringing', 'needed', 'goods', 'stories']) {
      expect(stem(stem(word))).toBe(stem(word));
    }
  });
});

describe('normalize', () => {
  it('folds case, accents and full-width forms, and stems words', () => {
    expect(fold('CAFÉ Ｃａｒｇｏ')).toBe('cafe cargo');
    expect(normalize('Cargo-Handling, CAFÉS!').text).toBe('cargo handl caf');
  });

  it('keeps Chinese characters together and apart from Latin words', () => {
    expect(normalize('海港空運貨站（HACTL）提供IATA課程').text).toBe('海港空運貨站 hactl 提供 iata 課程');
  });

  it('maps every normalized character back to the original text', () => {
    const input = 'Le Café handling';
    const norm = normalize(input);
    const at = norm.text.indexOf('handl');
    // The whole word, not only the stem, is covered.
    expect(input.slice(norm.starts[at], norm.ends[at + 4])).toBe('handling');
    const cafe = norm.text.indexOf('caf');
    expect(input.slice(norm.starts[cafe], norm.ends[cafe + 2])).toBe('Café');
  });
});

describe('queries', () => {
  it('splits English into stemmed terms without stop words', () => {
    expect(parseQuery('The Handling of Dangerous Goods')).toEqual({ phrase: 'the handl of dangerous good', terms: ['handl', 'dangerous', 'good'] });
    expect(parseQuery('the').terms).toEqual(['the']);
  });

  it('splits Chinese runs longer than two characters into bigrams', () => {
    expect(parseQuery('貨站').terms).toEqual(['貨站']);
    expect(parseQuery('貨物處理').terms).toEqual(['貨物', '物處', '處理']);
    expect(parseQuery('IATA 課程').terms).toEqual(['iata', '課程']);
  });

  it('bounds the number of terms', () => {
    expect(parseQuery('word '.repeat(50) + Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')).terms.length).toBeLessThanOrEqual(12);
  });

  it('cleans control characters, slashes and bidi overrides out of keywords', () => {
    expect(cleanKeyword(' a\u0000b\r\nc/d\\e\u202Ef\u0007 ')).toBe('a b c d e f');
    expect(cleanKeyword('../../etc/passwd')).toBe('.. .. etc passwd');
    expect(cleanKeyword('\u0000\u0001')).toBe('');
    expect(cleanKeyword('x\uD800y')).toBe('xy');
  });

  it('caps keywords by characters, never splitting a pair', () => {
    expect(capKeyword('abc', 5)).toEqual({ keyword: 'abc', truncated: false });
    expect(capKeyword('😀'.repeat(10), 3)).toEqual({ keyword: '😀😀😀', truncated: true });
  });
});
