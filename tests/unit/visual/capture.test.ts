/**
 * @jest-environment node
 */
import type { Browser, Page } from '@playwright/test';
import { prepare } from '../../visual/capture';
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
