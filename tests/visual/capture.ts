/**
 * One capture: a page prepared as a visitor sees it after reading to the end (every in-view
 * animation has run), back at the top, then looked at by every detector; and the annotated
 * screenshot (findings boxed in red) written for the index. Used by the sweep and by the
 * detectors' unit tests alike.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DETECTORS } from './detectors';
import { withHelpers } from './page-helpers';
import { takeShots, type RawImage, type RawShots } from './shots';
import { PHONE_WIDTH, type CaptureContext, type Detector, type Finding, type PageInfo } from './types';

/**
 * `content-visibility: auto` skips painting what is off-screen: a full-page shot would show those
 * sections blank. Paused animations keep the two shots of the contrast check identical but for the text.
 */
const VISIBLE_CSS = `*, *::before, *::after { content-visibility: visible !important; }`;
const PAUSED_CSS = `*, *::before, *::after { animation-play-state: paused !important; transition: none !important; }`;

/** Scrolls through the page so every in-view animation and lazy image starts, waits for them, returns to the top. */
export async function prepare(page: Page, settleMs = 3000): Promise<void> {
  await withHelpers(page);
  await page.addStyleTag({ content: VISIBLE_CSS });
  await page.evaluate(async () => {
    const frame = () => window.__visual.frames(1, 40);
    const step = Math.max(200, Math.round(innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
  // Lazy images, counters and fades started while scrolling past them; what still moves stops, so
  // the DOM the detectors measure is the picture they see. A loop (the home banner's ticker) goes
  // back to its first frame, the still banner of the server's HTML and of reduced motion: stopped
  // wherever the clock had it, a column cut its words at a different line on every run.
  await page.evaluate(async (settle) => {
    // Until every animation that ends has ended (fades, slides) and no counter is rolling (they run
    // on requestAnimationFrame, up to about 2 s), `settle` ms at most; then two frames. A fixed 1.2 s
    // was both too long for most pages and too short for the longest counters.
    const end = Date.now() + settle;
    // What came into view at the last scroll step starts on the observers' next callbacks.
    await new Promise((r) => setTimeout(r, Math.min(600, settle)));
    // Only animations on the clock: a scroll-driven one (the tables' edge fades, animation-timeline:
    // scroll()) is "running" for as long as the page exists and made every page with a table wait out
    // the whole `settle`.
    const moving = () =>
      document.querySelector('[data-counter-state="counting"]') !== null ||
      document.getAnimations().some((a) => a.timeline === document.timeline && a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    while (Date.now() < end && moving()) await new Promise((r) => setTimeout(r, 50));
    await window.__visual.frames(2);
  }, settleMs);
  await page.addStyleTag({ content: PAUSED_CSS });
  await page.evaluate(async () => {
    // Only images on show: a lazy one in a hidden slide never loads. 10 s at most: the album's
    // 1200 px photos, each optimised on its first request, took longer than the 3 s this waited
    // before round 18 on a cold image cache in CI, and the page was judged with white where they
    // go (a button "white on white", once, passing on retry). Pages whose images are cached
    // don't wait at all.
    const shown = [...document.images].filter((img) => !img.complete && img.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
    const loading = Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([loading, new Promise((r) => setTimeout(r, 10_000))]);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await window.__visual.frames(1, 150);
    // Last, whatever the clock: a fade still running (one that started late on a loaded machine
    // left a Chinese page's text half-faded at 2.3:1 in a CI run) jumps to its end, as the visitor
    // sees it a moment later; a loop goes back to its first frame.
    for (const animation of document.getAnimations()) {
      if (animation.timeline !== document.timeline) continue;
      if (animation.effect?.getTiming().iterations === Infinity) animation.currentTime = 0;
      else animation.finish();
    }
    await window.__visual.frames(2);
  });
}

export interface CaptureResult {
  findings: Finding[];
  shots: RawShots | null;
  /**
   * The first element whose box changed while the detectors looked (null when nothing moved). The
   * detectors read boxes from the DOM and pixels from the screenshots at different moments: once the
   * layout moves between them (a lazy award logo growing from 0x0 as it arrived, in CI), a box no
   * longer covers what the shot painted there.
   */
  moved: string | null;
  /** Seconds each detector took (the first to ask for the screenshots pays for them: `shots`). */
  seconds: Record<string, number>;
}

/** Runs the detectors that apply at this width on a prepared page. */
export async function detect(page: Page, info: PageInfo, detectors: readonly Detector[] = DETECTORS): Promise<CaptureResult> {
  let shots: Promise<RawShots> | null = null;
  const seconds: Record<string, number> = {};
  const ctx: CaptureContext = {
    page,
    info,
    shots: () => {
      if (shots) return shots;
      const started = Date.now();
      shots = takeShots(page).finally(() => (seconds.shots = (Date.now() - started) / 1000));
      return shots;
    },
  };
  const findings: Finding[] = [];
  const before = await page.evaluate(() => window.__visual.layout());
  for (const detector of detectors) {
    if (detector.firstVisit || (detector.phoneOnly && info.width !== PHONE_WIDTH)) continue;
    const started = Date.now();
    findings.push(...(await detector.run(ctx)));
    seconds[detector.name] = (Date.now() - started) / 1000;
  }
  const taken = shots ? await shots : null;
  const moved = await page.evaluate((b) => window.__visual.moved(b), before);
  return { findings, shots: taken, moved, seconds };
}

/** The screenshot with every finding boxed and numbered, as JPEG (full-page PNGs run to megabytes each). */
export async function annotate(shot: Buffer | RawImage, findings: Finding[], file: string): Promise<void> {
  const image = Buffer.isBuffer(shot) ? sharp(shot, { limitInputPixels: false }) : sharp(shot.data, { raw: { width: shot.width, height: shot.height, channels: 3 }, limitInputPixels: false });
  const meta = Buffer.isBuffer(shot) ? await image.metadata() : shot;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const boxes = findings
    .map((f, n) => ({ r: f.rect, n: n + 1 }))
    .filter((b): b is { r: NonNullable<Finding['rect']>; n: number } => !!b.r)
    .map(({ r, n }) => {
      const x = Math.max(0, Math.round(r.x) - 2);
      const y = Math.max(0, Math.round(r.y) - 2);
      return `<rect x="${x}" y="${y}" width="${Math.round(r.width) + 4}" height="${Math.round(r.height) + 4}" fill="none" stroke="#e00" stroke-width="3"/><rect x="${x}" y="${Math.max(0, y - 16)}" width="${String(n).length * 9 + 6}" height="16" fill="#e00"/><text x="${x + 3}" y="${Math.max(0, y - 16) + 13}" font-family="sans-serif" font-size="13" fill="#fff">${n}</text>`;
    });
  if (boxes.length > 0) image.composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${boxes.join('')}</svg>`), top: 0, left: 0 }]);
  await image.jpeg({ quality: 70 }).toFile(file);
}
