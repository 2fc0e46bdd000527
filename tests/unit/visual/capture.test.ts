/**
 * @jest-environment node
 */
import type { Browser, Page } from '@playwright/test';
import { detect, prepare } from '../../visual/capture';
import { withDeadline } from '../../visual/deadline';
import { withHelpers } from '../../visual/page-helpers';
import type { Detector } from '../../visual/types';
import { overflow } from '../../visual/detectors/overflow';
import { takeShots, type RawImage } from '../../visual/shots';
import { launch } from './render';

/**
 * A loop (the home banner's ticker) must stand at its first frame when the detectors look: paused
 * wherever the clock had it, its words were boxed 100 px away from where the screenshot painted them,
 * and the words cut by its window changed from run to run.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage({ deviceScaleFactor: 1, viewport: { width: 1280, height: 800 } });
});
afterEach(() => page.close());

/** The first row, from the top, with a white pixel between x0 and x1, in the navy band (rows 0-319). */
function firstWhiteRow(img: RawImage, x0: number, x1: number): number {
  for (let y = 0; y < 320; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      if (img.data[i] > 230 && img.data[i + 1] > 230 && img.data[i + 2] > 230) return y;
    }
  }
  return -1;
}

// A ticker: a window one word high over a track that scrolls its word and the word's copy upwards.
const TICKER = `<style>body{margin:0}@keyframes loop{from{transform:translateY(0)}to{transform:translateY(-100%)}}
  p{margin:0;height:120px;padding:20px;box-sizing:border-box;color:#fff;font-size:48px;font-weight:700;line-height:80px}</style>
  <div style="background:#072a4d;padding-top:200px"><div style="height:120px;overflow:hidden">
  <div id="track" style="animation:loop 2.5s linear infinite;will-change:transform"><p id="word">Hub</p><p>Hub</p></div></div></div>
  <div style="height:1500px"></div>`;

it('stops a looping animation at its first frame, whatever the clock said', async () => {
  await page.setContent(TICKER);
  await page.waitForTimeout(700);
  expect(await page.evaluate(() => document.getElementById('track')!.getBoundingClientRect().top)).toBeLessThan(198);
  await prepare(page, 0);
  expect(await page.evaluate(() => document.getElementById('track')!.getBoundingClientRect().top)).toBe(200);
});

it('measures the loop where the screenshot paints it', async () => {
  await page.setContent(TICKER);
  await page.waitForTimeout(700);
  await prepare(page, 0);
  const box = await page.evaluate(() => {
    const r = document.getElementById('word')!.getBoundingClientRect();
    return { top: r.top + scrollY, bottom: r.bottom + scrollY };
  });
  const painted = firstWhiteRow((await takeShots(page)).withText, 20, 200);
  expect(painted).toBeGreaterThanOrEqual(box.top);
  expect(painted).toBeLessThan(box.bottom);
});

// A table's edge fade: a scroll-driven animation, "running" for as long as the page exists.
const SCROLL_DRIVEN = `<style>body{margin:0}@keyframes edge{from{opacity:1}to{opacity:0}}
  #scroller{width:200px;overflow-x:auto}#fade{animation:edge linear both;animation-timeline:scroll(nearest inline)}</style>
  <div id="scroller"><div style="width:1000px">wide table <span id="fade">more</span></div></div>`;

it('does not wait for a scroll-driven animation, nor move it off the scroll position', async () => {
  await page.setContent(SCROLL_DRIVEN);
  // A settle of 20 s is waited out only when the edge fade counts as moving.
  const outcome = await Promise.race([prepare(page, 20_000).then(() => 'prepared'), page.waitForTimeout(10_000).then(() => 'still waiting')]);
  expect(outcome).toBe('prepared');
  expect(await page.evaluate(() => getComputedStyle(document.getElementById('fade')!).opacity)).toBe('1');
});

/**
 * The detectors read boxes from the DOM and pixels from screenshots at different moments: a layout
 * that moves between the two reads a text's contrast off its edge, so detect() says what moved.
 */
describe('detect() and a layout that moves', () => {
  const INFO = { lang: 'en', width: 1280, height: 800 };
  // A detector that takes its time, as the pixel detectors do while Chromium encodes the page.
  const slow: Detector = { name: 'overflow', run: () => page.waitForTimeout(300).then(() => []) };
  const PAGE = `<style>body{margin:0}</style><div id="slot"></div><p id="note">Cargo handled in 2025</p>`;

  it('names the element that moved while the detectors looked', async () => {
    await page.setContent(PAGE);
    await withHelpers(page);
    await page.evaluate(() => setTimeout(() => (document.getElementById('slot')!.style.height = '40px'), 100));
    const { moved } = await detect(page, INFO, [slow]);
    expect(moved).toMatch(/div#slot from 0,0,1280,0 to 0,0,1280,40/);
  });

  it('says nothing of a page at rest', async () => {
    await page.setContent(PAGE);
    await withHelpers(page);
    const { moved } = await detect(page, INFO, [slow]);
    expect(moved).toBeNull();
  });
});

it('prepares a page whose frames never come, instead of waiting for them for ever', async () => {
  await page.setContent('<p style="height:3000px">Frames stopped</p>');
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  const started = Date.now();
  await prepare(page, 0);
  expect(Date.now() - started).toBeLessThan(10_000);
});

it('fails a capture that outlives its deadline, says where it stopped, and lets go of its page', async () => {
  let closed = false;
  const never = new Promise<never>(() => undefined);
  await expect(withDeadline(never, 50, () => 'after prepare', () => (closed = true))).rejects.toThrow('no result after 0.05 s (stuck after prepare)');
  expect(closed).toBe(true);
  await expect(withDeadline(Promise.resolve(7), 50, () => '', () => (closed = false))).resolves.toBe(7);
  expect(closed).toBe(true);
});

it('measures a page resized from the phone to the desktop at the desktop layout, as the sweep does', async () => {
  // The sweep loads a page once at 390 px and resizes it to 768 and 1280 (sweep.spec.ts, captureLane):
  // what breaks only in the wider layout must be found on the resized page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`<style>body{margin:0}#wide{display:none}@media (min-width:1000px){#wide{display:block;width:1400px;animation:fade .2s}}
    @keyframes fade{from{opacity:0}to{opacity:1}}</style><p>Cargo</p><p id="wide">A table as wide as a wall</p>`);
  await prepare(page, 500);
  expect((await detect(page, { lang: 'en', width: 390, height: 844 }, [overflow])).findings).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await prepare(page, 500);
  const { findings } = await detect(page, { lang: 'en', width: 1280, height: 800 }, [overflow]);
  expect(findings.map((f) => f.element).join(' ')).toMatch(/wide/);
  expect(await page.evaluate(() => getComputedStyle(document.getElementById('wide')!).opacity)).toBe('1');
});


it('runs the browser with checker imaging off, so that full-page shots carry every large picture', async () => {
  await page.goto('chrome://version');
  expect(await page.locator('#command_line').textContent()).toContain('--disable-checker-imaging');
});
