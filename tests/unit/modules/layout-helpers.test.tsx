import { render } from '@testing-library/react';
import { bannerSizes } from '@/modules/HomeBanner/HomeBanner';
import { heroSizes } from '@/modules/PageHero/PageHero';
import { balancedColumns } from '@/modules/shared/balancedColumns';
import { chineseBreaks, keepChineseWords, keepHyphenatedWords } from '@/modules/shared/keepWords';

describe('balancedColumns', () => {
  // Read across: the columns for 0, 1, 2, … items.
  it.each([
    [4, [1, 1, 2, 3, 4, 3, 3, 4, 4, 3]],
    [5, [1, 1, 2, 3, 4, 5, 3]],
    [2, [1, 1, 2, 2, 2, 2, 2]],
  ])('at most %i columns: %j columns', (max, columns) => {
    columns.forEach((expected, count) => expect([count, balancedColumns(count, max)]).toEqual([count, expected]));
  });

  it('keeps the fewest rows and, within them, the fullest last row', () => {
    const rows = (count: number, cols: number) => Math.ceil(count / cols);
    const fill = (count: number, cols: number) => (count % cols || cols) / cols;
    for (let count = 2; count <= 24; count += 1) {
      for (const max of [2, 3, 4, 5]) {
        const cols = balancedColumns(count, max);
        expect(cols).toBeLessThanOrEqual(max);
        expect(rows(count, cols)).toBe(rows(count, max));
        for (let other = 1; other <= max; other += 1) {
          if (rows(count, other) === rows(count, max)) expect(fill(count, cols)).toBeGreaterThanOrEqual(fill(count, other));
        }
      }
    }
  });
});

describe('keepHyphenatedWords', () => {
  it('keeps each hyphenated word whole and leaves the rest as text', () => {
    const { container } = render(<h3>{keepHyphenatedWords('Richard Chan Wing-kei')}</h3>);
    expect(container.textContent).toBe('Richard Chan Wing-kei');
    const kept = [...container.querySelectorAll('.keep-word')].map((el) => el.textContent);
    expect(kept).toEqual(['Wing-kei']);
  });

  it('returns text without a hyphen unchanged', () => {
    expect(keepHyphenatedWords('陳永基')).toBe('陳永基');
    expect(keepHyphenatedWords('Dr Jane Lee')).toBe('Dr Jane Lee');
  });
});

describe('sizes of pictures that cover their box (no picture drawn beyond its pixels)', () => {
  const image = (w: number, h: number, mobile?: [number, number]) =>
    ({
      type: 'image',
      altText: '',
      desktop: { mediaUrl: '/a.webp', width: w, height: h },
      ...(mobile ? { mobile: { mediaUrl: '/m.webp', width: mobile[0], height: mobile[1] } } : {}),
    }) as const;

  it('asks a page hero for the width its box needs when the picture is wider than the box', () => {
    // 2.4:1 in a 16:7 tablet band needs 105vw; in the desktop half, about 34vw high, 82vw.
    expect(heroSizes(image(1920, 800, [750, 900]), false)).toBe('(max-width: 767px) 100vw, (max-width: 1023px) 105vw, 82vw');
    expect(heroSizes(image(1920, 800), true)).toBe('(max-width: 767px) 135vw, (max-width: 1023px) 105vw, 96vw');
    // A picture no wider than its box needs only the box: 56vw on desktops.
    expect(heroSizes(image(1200, 1200), false)).toBe('(max-width: 767px) 100vw, (max-width: 1023px) 100vw, 56vw');
  });

  it('asks the home banner for more than the viewport where the banner is taller than the picture', () => {
    // 768 px wide tablet: banner 576 px high (75vw), a 2.4:1 picture drawn 1,382 px wide (180vw).
    // Phones: the mobile picture is a 3:2 band, drawn at the viewport's width when it is no wider.
    expect(bannerSizes(image(1920, 800, [750, 900]))).toBe('(max-width: 767px) 100vw, (min-width: 2160px) 100vw, (max-width: 1199px) 180vw, 2160px');
    expect(bannerSizes(image(1920, 1350, [1500, 1000]))).toBe('(max-width: 767px) 100vw, (min-width: 1280px) 100vw, (max-width: 1199px) 107vw, 1280px');
    // A 2.4:1 phone picture covers the 3:2 band 1.6 times as wide as the viewport.
    expect(bannerSizes(image(1920, 800, [1920, 800]))).toBe('(max-width: 767px) 160vw, (min-width: 2160px) 100vw, (max-width: 1199px) 180vw, 2160px');
  });
});

describe('chineseBreaks (keepChineseWords)', () => {
  const lines = (text: string) => {
    const parts: string[] = [];
    let from = 0;
    for (const at of chineseBreaks(text)) {
      parts.push(text.slice(from, at));
      from = at;
    }
    return [...parts, text.slice(from)];
  };
  it('breaks between words only, a one-character word and punctuation kept with the word before', () => {
    expect(lines('一站式服務可以處理哪些貨物？')).toEqual(['一站式', '服務', '可以', '處理', '哪些', '貨物？']);
    expect(lines('辦公時間為星期一至五上午9時至下午6時')).toEqual(['辦公', '時間為', '星期一至五', '上午', '9時至', '下午', '6時']);
    expect(lines('海港空運貨站2026年學徒培訓計劃現正接受申請')).toContain('學徒');
  });
  it('leaves text without Chinese alone', () => {
    expect(chineseBreaks('HACTL launches Cargo Connect')).toEqual([]);
    expect(keepChineseWords('Box Storage System')).toBe('Box Storage System');
  });
});
