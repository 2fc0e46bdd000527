import { render } from '@testing-library/react';
import { bannerSizes } from '@/modules/HomeBanner/HomeBanner';
import { heroSizes } from '@/modules/PageHero/PageHero';
import { balancedColumns } from '@/modules/shared/balancedColumns';
import Counters from '@/modules/shared/Counters';
import { chineseBreaks, keepChineseWords, keepHyphenatedWords, keepNumbersWithUnits, shortHyphenTails, shortHyphenTailsHtml } from '@/modules/shared/keepWords';

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

describe('keepNumbersWithUnits (keepChineseWords)', () => {
  const NBSP = '\u00a0';
  it('joins a number to the Chinese after it with a no-break space', () => {
    expect(keepNumbersWithUnits('港币 400 元')).toBe(`港币 400${NBSP}元`);
    expect(keepNumbersWithUnits('存放 24 小時，其後')).toBe(`存放 24${NBSP}小時，其後`);
    // Only a number then Chinese: the space before the number and English after one stay breakable.
    expect(keepNumbersWithUnits('HK$ 400 per air waybill, 2 years')).toBe('HK$ 400 per air waybill, 2 years');
  });

  it('keeps a figure and its unit on one line in a Chinese table cell (fees and charges, zh-cn)', () => {
    const cell = '包括保险库存放 24 小时，其后每份航空货运单每天港币 400 元';
    const { container } = render(<td>{keepChineseWords(cell)}</td>);
    expect(container.textContent).toBe(cell.replace(/(\d) /g, `$1${NBSP}`));
    // No break offered between "400" and "元": the last chunk holds both (innerHTML writes the no-break space as &nbsp;).
    const chunks = container.querySelector('.zh-words')!.innerHTML.split('<wbr>');
    expect(chunks.at(-1)).toBe('港币 400&nbsp;元');
  });
});

describe('shortHyphenTails (keepShortHyphenTails)', () => {
  const kept = (text: string) => shortHyphenTails(text).filter((p) => p.keep).map((p) => [p.text, p.breakBefore]);
  it('keeps a hyphenated word with a last part of three letters or fewer whole', () => {
    expect(kept('Robotic build-up cells')).toEqual([['build-up', false]]);
    expect(kept('Richard Chan Wing-kei')).toEqual([['Wing-kei', false]]);
    expect(kept('X-ray screening (build-up)')).toEqual([['X-ray', false], ['(build-up)', false]]);
  });

  it('lets a code-like name break before the kept word instead: "_ga_" / "<container-id>"', () => {
    expect(kept('_ga_<container-id>')).toEqual([['<container-id>', true]]);
    expect(shortHyphenTailsHtml('_ga_<container-id>')).toBe('_ga_<wbr><span class="keep-word">&lt;container-id&gt;</span>');
    expect(shortHyphenTailsHtml('Tom & Jerry')).toBe('Tom &amp; Jerry');
  });

  it('leaves long last parts, only the last hyphen and long words to the browser', () => {
    expect(kept('Co-operation and e-mail')).toEqual([]);
    expect(kept('multi-stakeholder-led')).toEqual([['stakeholder-led', false]]);
    // Kept whole, a word this long could be wider than a phone's table column.
    expect(kept('telecommunications-led')).toEqual([]);
    expect(kept('up-to-date 2020-21')).toEqual([]);
    for (const text of ['_ga_<container-id>', 'Robotic build-up cells', 'a b-c d', '']) expect(shortHyphenTails(text).map((p) => p.text).join('')).toBe(text);
  });

  it('is set in counter titles and in keepChineseWords’ short texts in every language', () => {
    const { container } = render(<Counters items={[{ title: 'Robotic build-up cells', count: '4', unit: '' }]} />);
    expect([...container.querySelectorAll('.keep-word')].map((el) => el.textContent)).toEqual(['build-up']);
    expect(container.textContent).toContain('Robotic build-up cells');
    const cell = render(<td>{keepChineseWords('_ga_<container-id>')}</td>).container;
    expect(cell.querySelector('.keep-word')?.textContent).toBe('<container-id>');
    expect(cell.querySelector('wbr')).not.toBeNull();
  });
});
