import { DESCRIPTION_MAX, cutDescription } from '@/lib/seo/description';
import { htmlToText } from '@/lib/content/html-text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('cutDescription (spec section 9: 160 characters, word boundary in English)', () => {
  it('leaves shorter text and text of exactly 160 characters untouched', () => {
    expect(cutDescription('Short news.', 'en')).toBe('Short news.');
    const exact = 'a'.repeat(150) + ' bcdefghi.';
    expect(exact).toHaveLength(DESCRIPTION_MAX);
    expect(cutDescription(exact, 'en')).toBe(exact);
    const exactZh = '貨'.repeat(DESCRIPTION_MAX);
    expect(cutDescription(exactZh, 'zh-hk')).toBe(exactZh);
  });

  it('cuts English at the last word boundary that fits', () => {
    const text = words(40);
    const cut = cutDescription(text, 'en');
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.startsWith(cut)).toBe(true);
    // The next character of the original is a space: no word was split.
    expect(text[cut.length]).toBe(' ');
    expect(cut.split(' ').every((w) => /^word\d+$/.test(w))).toBe(true);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = 'x'.repeat(159) + 'y more words after the limit';
    expect(cutDescription(text, 'en')).toBe('x'.repeat(159) + 'y');
  });

  it('drops a dangling comma or dash at the cut', () => {
    const text = 'a'.repeat(150) + ' twelve, more words';
    expect(cutDescription(text, 'en')).toBe('a'.repeat(150) + ' twelve');
  });

  it('cuts a single over-long English word by characters', () => {
    expect(cutDescription('z'.repeat(200), 'en')).toBe('z'.repeat(160));
  });

  it('cuts Chinese by characters, in both scripts', () => {
    const zh = '海港空運貨站'.repeat(40);
    expect(cutDescription(zh, 'zh-hk')).toBe(zh.slice(0, 160));
    expect(cutDescription(zh, 'zh-cn')).toHaveLength(160);
  });

  it('counts characters, not UTF-16 units, so no surrogate pair is split', () => {
    const text = '𠮷'.repeat(170);
    const cut = cutDescription(text, 'zh-hk');
    expect(Array.from(cut)).toHaveLength(160);
    expect(cut).toBe('𠮷'.repeat(160));
  });

  it('reads HTML as plain text first', () => {
    expect(htmlToText('<p>Cargo &amp; mail</p>\n<p>handled  24/7</p>')).toBe('Cargo & mail handled 24/7');
    expect(cutDescription('<p>Hello <b>world</b></p>', 'en')).toBe('Hello world');
  });
});
