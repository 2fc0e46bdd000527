/**
 * @jest-environment node
 *
 * Every detector of the visual sweep (tests/visual/detectors) on a tiny page that has its defect
 * and on one that does not, in the sweep's own Chromium: a detector that never fires, or fires on
 * a sound page, fails here.
 */
import type { Browser } from '@playwright/test';
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { keepChineseWords } from '@/modules/shared/keepWords';
import { clippedText } from '../../visual/detectors/clipped-text';
import { contrast, measureText, textSamples } from '../../visual/detectors/contrast';
import { controlEdge, edgeContrast } from '../../visual/detectors/control-edge';
import { emptyFirstScreen } from '../../visual/detectors/empty-first-screen';
import { firstVisit } from '../../visual/detectors/first-visit';
import { image } from '../../visual/detectors/image';
import { lineBreak } from '../../visual/detectors/line-break';
import { overflow } from '../../visual/detectors/overflow';
import { overlap } from '../../visual/detectors/overlap';
import { tapTarget } from '../../visual/detectors/tap-target';
import type { Detector } from '../../visual/types';
import { findingsOn, launch, renderPage } from './render';

jest.setTimeout(30_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** `detector` reports exactly one defect on `html`, and says `message` (a part of it, or a pattern). */
async function expectOneFinding(detector: Detector, html: string, message: string | RegExp) {
  const found = await findingsOn(browser, detector, html);
  expect(found).toHaveLength(1);
  if (typeof message === 'string') expect(found[0].message).toContain(message);
  else expect(found[0].message).toMatch(message);
}

async function png(width: number, height: number): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } } }).png().toBuffer();
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

describe('overflow', () => {
  it('fires on a box wider than the phone', async () => {
    const found = await findingsOn(browser, overflow, '<div style="width:600px;height:20px;background:#ccc" class="wide">wide</div>');
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('wider than the 390-px viewport'), expect.stringContaining('210 px past the right edge')]);
    expect(found[1].element).toContain('div.wide');
  });
  it('is quiet when the wide box is in a scroll container', async () => {
    expect(await findingsOn(browser, overflow, '<div style="overflow-x:auto"><div style="width:600px">table</div></div>')).toEqual([]);
  });
});

describe('clipped text', () => {
  it('fires on text cut by overflow: hidden without an ellipsis', async () => {
    await expectOneFinding(clippedText, '<p style="width:80px;overflow:hidden;white-space:nowrap">Container Storage System</p>', 'no ellipsis');
  });
  it('fires on links hidden behind a scroll with no scrollbar', async () => {
    const found = await findingsOn(browser, clippedText, '<nav style="overflow-x:auto;scrollbar-width:none;white-space:nowrap;width:150px"><a href="#">Important Notices</a> <a href="#">Fees &amp; Charges</a></nav>');
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('shows no sign of scrolling')]);
  });
  it('is quiet on a scroller whose edge fades under a gradient mask', async () => {
    const cells = ['Important Notices', 'Fees &amp; Charges', 'IATA Training', 'Track Shipment'].map((t) => `<a href="#">${t}</a>`).join('');
    expect(await findingsOn(browser, clippedText, FADED_SCROLLER(cells))).toEqual([]);
  });
  it('fires on text partly outside the viewport', async () => {
    const found = await findingsOn(browser, clippedText, '<p style="position:relative;left:340px;white-space:nowrap;margin:0">Contact Us</p>');
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('out of the 390-px viewport')]);
  });
  it('is quiet with an ellipsis, and on a carousel slide wholly out of its frame', async () => {
    const html = `<p style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Container Storage System</p>
      <div style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:flex"><span style="flex:0 0 200px">Slide one</span><span style="flex:0 0 200px">Slide two</span></div></div>
      <nav id="quick" style="overflow-x:auto;white-space:nowrap;width:150px"><a href="#">Important Notices</a> <a href="#">Fees &amp; Charges</a></nav><button aria-controls="quick">More links</button>
      <style>@keyframes loop { to { transform: translateY(-50%) } }</style>
      <div style="height:40px;overflow:hidden"><div style="animation:loop 4s linear infinite;animation-delay:-1.3s;animation-play-state:paused"><p style="margin:0">Ticker one</p><p style="margin:0">Ticker two</p><p style="margin:0">Ticker three</p></div></div>`;
    expect(await findingsOn(browser, clippedText, html)).toEqual([]);
  });
});

describe('overlap', () => {
  it('fires on two texts painted over each other', async () => {
    await expectOneFinding(overlap, '<div style="position:relative"><span>HACTL letters</span><span style="position:absolute;left:20px;top:2px">Banner text</span></div>', 'text overlaps');
  });
  it('is quiet for stacked lines and for text under an opaque panel', async () => {
    const html = `<p style="line-height:1">First line<br>Second line</p>
      <div style="position:relative"><span>Under the menu</span><div style="position:absolute;top:0;left:0;background:#fff">Menu item</div></div>`;
    expect(await findingsOn(browser, overlap, html)).toEqual([]);
  });
});

const FADED_SCROLLER = (cells: string) =>
  `<div style="width:300px;overflow-x:auto;scrollbar-width:none;mask-image:linear-gradient(to right,#000 calc(100% - 48px),transparent)"><div style="display:flex;gap:16px;white-space:nowrap">${cells}</div></div>`;

describe('contrast', () => {
  it('fires on dark blue text on a navy band (about 1.3:1)', async () => {
    await expectOneFinding(contrast, '<section style="background:#08284a;padding:20px"><h2 style="color:rgb(11,61,110);margin:0">Sustainable services</h2></section>', /^1\.\d\d:1 \(needs 3:1 for large text\)/);
  });
  it('fires on text over a picture it does not stand out from', async () => {
    await expectOneFinding(contrast, '<div style="background:linear-gradient(90deg,#8fa3b5,#c2cfd9);padding:20px"><p style="color:#e8a317;margin:0">Hong Kong air cargo gateway</p></div>', 'needs 4.5:1 for body text');
  });
  // The transparent header over the Box Storage System's racks: white menu items over a busy
  // picture, mostly near-white with dark uprights. Over the whole word, the uprights' pixels (a
  // fifth) passed it; letter by letter, most stand at 1.1:1.
  const RACKS = 'repeating-linear-gradient(90deg,#1d4f9a 0 8px,#f1f4f7 8px 30px)';
  const menu = (veil: string) =>
    `<nav style="background:${veil}${RACKS};padding:20px 12px"><a href="#" style="color:#fff;font-weight:700;font-size:16px;text-decoration:none">Sustainability</a> <a href="#" style="color:#fff;font-weight:700;font-size:16px;text-decoration:none">可持續發展</a></nav>`;
  it('fires on white menu items over a busy, mostly white picture, which the dark parts of it do not save', async () => {
    const found = await findingsOn(browser, contrast, menu(''));
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('needs 4.5:1'), expect.stringContaining('needs 4.5:1')]);
  });
  it('is quiet for the same items on the header\'s veil (navy at 68 % over the picture)', async () => {
    expect(await findingsOn(browser, contrast, menu('linear-gradient(rgb(4 21 40 / 68%),rgb(4 21 40 / 68%)),'))).toEqual([]);
  });
  it('is quiet for dark text on white and white text on navy', async () => {
    const html = '<p style="color:#333">Body text</p><p style="background:#0b3d6e;color:#fff;padding:8px">Navy band</p>';
    expect(await findingsOn(browser, contrast, html)).toEqual([]);
  });
  it('leaves the fading edge of a masked sideways scroller alone, and still measures the rest', async () => {
    const cells = ['Capacity', '3,500,000', 'tonnes a year', 'Express Centre'].map((t) => `<span style="color:#333">${t}</span>`).join('');
    expect(await findingsOn(browser, contrast, FADED_SCROLLER(cells))).toEqual([]);
    const faint = FADED_SCROLLER('<span style="color:#333">Key column</span><span style="color:#ddd">Capacity</span><span style="color:#333">3,500,000 tonnes a year at the terminal</span>');
    expect((await findingsOn(browser, contrast, faint)).map((f) => f.element)).toEqual([expect.stringContaining('span')]);
  });
  it('looks again in view when the full-page shot paints a text paler than the page does, and still fires on faint text', async () => {
    const html = `<div style="height:1200px"></div><p style="font-size:13px;color:#5b6472;margin:0 20px">Previous page</p>
      <p style="font-size:13px;color:#c4c8ce;margin:40px 20px">Next page</p><div style="height:1200px"></div>`;
    // A full-page shot with the text at 60 % reads the sound hint at about 3:1...
    const ctx = await renderPage(browser, html, { paleText: 0.6 });
    const [sound] = await textSamples(ctx);
    expect(measureText(await ctx.shots(), sound.boxes)!.ratio).toBeLessThan(4.5);
    // ...and the look in view clears it; the faint one fails both ways.
    const found = await findingsOn(browser, contrast, html, { paleText: 0.6 });
    expect(found.map((f) => f.element)).toEqual([expect.stringContaining('"Next page"')]);
  });
});

describe('control edge', () => {
  it('fires on a primary button that melts into its band', async () => {
    const html = '<section style="background:rgb(9,50,90);padding:30px"><a href="#" style="display:inline-block;background:rgb(11,61,110);color:#fff;padding:12px 24px">Our services</a></section>';
    await expectOneFinding(controlEdge, html, /edge is 1\.\d\d:1/);
  });
  it('reports a row of identical chips once', async () => {
    const chip = (y: number) => `<a href="#y${y}" class="chip" style="display:inline-block;background:#fff;border:1px solid #eee;padding:8px 16px;margin:4px">${y}</a>`;
    const found = await findingsOn(browser, controlEdge, `<div style="background:#fff;padding:20px">${[1976, 1980, 1984].map(chip).join('')}</div>`);
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('(and 2 more like it)')]);
  });
  it('finds a 1-px border painted one pixel off its box, and still no border where there is none', () => {
    // A white page with a white 80x30 chip whose teal 1-px outline is painted at y-1 / x-1 of its box.
    const width = 140;
    const height = 70;
    const data = Buffer.alloc(width * height * 3, 255);
    const paint = (x: number, y: number) => data.set([0, 110, 120], (y * width + x) * 3);
    const outline = (x0: number, y0: number, w: number, h: number) => {
      for (let x = x0; x < x0 + w; x++) {
        paint(x, y0);
        paint(x, y0 + h - 1);
      }
      for (let y = y0; y < y0 + h; y++) {
        paint(x0, y);
        paint(x0 + w - 1, y);
      }
    };
    outline(29, 19, 80, 30);
    const rect = { x: 30, y: 20, width: 80, height: 30 };
    expect(edgeContrast({ width, height, data }, { rect, border: 1 })!.ratio).toBeGreaterThan(3);
    expect(edgeContrast({ width, height, data: Buffer.alloc(width * height * 3, 255) }, { rect, border: 1 })!.ratio).toBe(1);
  });
  it('is quiet for a white button on navy, an outlined button and a round bordered button', async () => {
    const html = `<section style="background:rgb(9,50,90);padding:30px"><a href="#" style="display:inline-block;background:#fff;color:#0b3d6e;padding:12px 24px">Our services</a>
      <a href="#" style="display:inline-block;border:2px solid #fff;color:#fff;padding:12px 24px">Contact us</a></section>
      <div style="background:#f3f6fa;padding:30px"><button style="width:64px;height:64px;border-radius:50%;border:2px solid #0b3d6e;background:#fff">Top</button></div>
      <div style="background:#fff;padding:30px"><a href="#" style="display:inline-block;border:2px solid currentColor;color:#0b3d6e;padding:12px 24px">Explore the BSS</a></div>`;
    expect(await findingsOn(browser, controlEdge, html)).toEqual([]);
  });
});

describe('line break', () => {
  it('fires on a word broken without a hyphen and a number split at its dash', async () => {
    const html = `<p style="width:90px;overflow-wrap:anywhere">SuperTerminal Two</p>
      <p style="width:40px;font-size:14px">2020-2021</p>`;
    const found = await findingsOn(browser, lineBreak, html);
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('with no hyphen'), expect.stringContaining('split at its dash')]);
  });
  it('fires on a hyphenated name leaving a stub alone', async () => {
    const found = await findingsOn(browser, lineBreak, '<p style="width:170px">Richard Chan Wing-kei</p>');
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('leaving "kei" alone')]);
  });
  it('fires on a Chinese heading ending with one character and a short wrapping label', async () => {
    const html = `<h2 style="width:160px;font-size:20px;margin:0">可持續發展服務方案</h2><button style="width:30px;font-size:16px">搜尋</button>`;
    const found = await findingsOn(browser, lineBreak, html, { lang: 'zh-hk' });
    expect(found.map((f) => f.message).sort()).toEqual([expect.stringContaining('single character'), expect.stringContaining('short label "搜尋" wraps')]);
  });
  // The review's cases, in the widths that broke them: a FAQ question ending "貨" / "物？", a table
  // cell ending with a lone "時", a headline split inside a word ("完" / "成").
  const FAQ = '一站式服務可以處理哪些貨物？';
  const CELL = '服務時間為上午九時至下午六時';
  const HEADLINE = '超級二號貨站完成升級';
  const cases = (set: (text: string) => string) => `<details open><summary style="display:block;width:192px;font-size:16px">${set(FAQ)}</summary></details>
      <table style="border-collapse:collapse"><tr><td style="width:208px;padding:0;font-size:16px">${set(CELL)}</td></tr></table>
      <h3 style="width:112px;font-size:16px;margin:0"><a href="#">${set(HEADLINE)}</a></h3>`;
  it('fires on a FAQ question and a table cell ending with one character, and a headline split inside a word', async () => {
    const found = await findingsOn(browser, lineBreak, cases((t) => t), { lang: 'zh-hk' });
    expect(found.map((f) => [f.element.match(/\b(summary|td|h3)\b/)?.[1], f.message])).toEqual([
      ['summary', 'its last line is the single character "物"'],
      ['td', 'its last line is the single character "時"'],
      ['h3', 'the word "完成" is split across lines as "完" / "成"'],
    ]);
  });
  it('is quiet for the same texts set word by word (keepChineseWords), at a phone\'s and a desktop\'s width', async () => {
    const html = cases((t) => renderToStaticMarkup(createElement(Fragment, null, keepChineseWords(t))));
    expect(html).toContain('<wbr/>');
    expect(await findingsOn(browser, lineBreak, `<style>.zh-words{word-break:keep-all;overflow-wrap:break-word}</style>${html}`, { lang: 'zh-hk' })).toEqual([]);
    expect(await findingsOn(browser, lineBreak, `<style>.zh-words{word-break:keep-all;overflow-wrap:break-word}</style>${html}`, { lang: 'zh-hk', width: 1280 })).toEqual([]);
  });
  it('is quiet for words broken at spaces, a hyphen break in prose ("build-" / "up") and labels on one line', async () => {
    const html = `<p style="width:120px">Harbour Air Cargo Terminal Limited</p><button>搜尋</button><h2>可持續服務</h2>
      <p style="width:105px">Every build-up area of the terminal is under the new roof.</p>`;
    expect(await findingsOn(browser, lineBreak, html, { lang: 'zh-hk' })).toEqual([]);
  });
});

describe('tap targets (phone)', () => {
  it('fires on small icons side by side', async () => {
    const html = '<div><a href="#a" style="display:inline-block;width:16px;height:16px">A</a><a href="#b" style="display:inline-block;width:16px;height:16px">B</a></div>';
    const found = await findingsOn(browser, tapTarget, html);
    expect(found).toHaveLength(2);
    expect(found[0].message).toMatch(/^16x16 px target too close to/);
  });
  it('is quiet for spaced small targets, big targets and links in a sentence', async () => {
    const html = `<div><a href="#a" style="display:inline-block;width:16px;height:16px;margin-right:20px">A</a><a href="#b" style="display:inline-block;width:16px;height:16px">B</a></div>
      <div><button style="width:44px;height:44px">1</button><button style="width:44px;height:44px">2</button></div>
      <p style="font-size:12px">Read the <a href="#t">terms</a> and the <a href="#p">privacy notice</a> before you apply.</p>`;
    expect(await findingsOn(browser, tapTarget, html)).toEqual([]);
  });
});

describe('images', () => {
  it('fires on a broken, a stretched and an upscaled image', async () => {
    const square = await png(100, 100);
    const wide = await png(100, 50);
    const html = `<img src="data:image/png;base64,AAAA" alt="broken" width="50" height="50">
      <img src="${wide}" alt="stretched" style="width:100px;height:100px">
      <img src="${square}" alt="upscaled" style="width:300px;height:300px">`;
    const found = await findingsOn(browser, image, html);
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('did not load'), expect.stringContaining('stretched'), expect.stringContaining('upscaled 3.0x')]);
  });
  it('is quiet for images at or under 1.5x, and for a cover crop within it', async () => {
    const square = await png(100, 100);
    const html = `<img src="${square}" alt="a" style="width:100px;height:100px"><img src="${square}" alt="b" style="width:150px;height:150px">
      <img src="${square}" alt="c" style="width:140px;height:60px;object-fit:cover">`;
    expect(await findingsOn(browser, image, html)).toEqual([]);
  });
});

describe('empty first screen', () => {
  it('fires on a tall flat band with only a title', async () => {
    await expectOneFinding(emptyFirstScreen, '<section style="background:#0b2d52;height:1200px;color:#fff"><h1 style="margin:0;padding:16px">News</h1></section>', /^\d+% of the first screen is empty rgb\(8,44,80\)/);
  });
  it('is quiet for a screen of text', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `<p style="margin:0 16px 12px">Paragraph ${i} of the cargo handling procedures and the opening hours of the terminal.</p>`).join('');
    expect(await findingsOn(browser, emptyFirstScreen, text)).toEqual([]);
  });
});

describe('first visit (phone)', () => {
  const bar = '<section data-cookie-bar style="position:fixed;bottom:0;left:0;right:0;background:#fff;padding:12px;border-top:1px solid #999"><p>We use cookies.</p><button>Accept</button> <button>Settings</button></section>';
  it('fires when a popup and the cookie bar cover the screen and the popup blocks the bar', async () => {
    const html = `<main style="height:2000px">Page</main>${bar}<dialog id="notice" style="width:90vw;height:80vh;margin:auto">Important notice</dialog><script>document.getElementById('notice').showModal()</script>`;
    const found = await findingsOn(browser, firstVisit, html);
    expect(found.map((f) => f.message)).toEqual([
      expect.stringMatching(/^on arrival \d+% of the 390x844 screen is covered/),
      expect.stringContaining('the consent control is covered by dialog#notice'),
      expect.stringContaining('the consent control is covered by dialog#notice'),
    ]);
  });
  it('is quiet with only a cookie bar whose buttons can be pressed', async () => {
    expect(await findingsOn(browser, firstVisit, `<main style="height:2000px">Page</main>${bar}`)).toEqual([]);
  });
});
