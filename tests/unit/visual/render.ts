/**
 * Renders a tiny page in the real Chromium of the sweep and runs one detector on it, the way the
 * sweep does (tests/visual/capture.ts), so each detector's unit test shows it firing and staying quiet.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { withHelpers } from '../../visual/page-helpers';
import { SWEEP_CHROMIUM_ARGS, takeShots, type RawImage, type RawShots } from '../../visual/shots';
import { HEIGHT_OF, type CaptureContext, type Detector, type Finding } from '../../visual/types';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: SWEEP_CHROMIUM_ARGS });
}

export interface RenderOptions {
  width?: number;
  lang?: string;
  /**
   * Hand the detector a full-page shot whose text is paler than the page paints it (the text at
   * this opacity over what lies under it): what the sweep now and then got for 13-px text at 768
   * px in CI (measured 2.3-3.8:1, painted at 6.9:1), from a cause not found.
   */
  paleText?: number;
}

/** `over` at `opacity` on `under`, pixel by pixel. */
export function blend(over: RawImage, under: RawImage, opacity: number): RawImage {
  const data = Buffer.alloc(over.data.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(over.data[i] * opacity + under.data[i] * (1 - opacity));
  return { ...over, data };
}

/** One tab per browser, reused: setContent gives each test a fresh document. */
const tabs = new WeakMap<Browser, Promise<Page>>();

export async function findingsOn(browser: Browser, detector: Detector, html: string, options: RenderOptions = {}): Promise<Finding[]> {
  const ctx = await renderPage(browser, html, options);
  return detector.run(ctx);
}

/** The page (one reused tab) with `html` as its body, and the context a detector is given on it. */
export async function renderPage(browser: Browser, html: string, { width = 390, lang = 'en', paleText }: RenderOptions = {}): Promise<CaptureContext> {
  const height = HEIGHT_OF[width] ?? 800;
  if (!tabs.has(browser)) tabs.set(browser, browser.newPage({ deviceScaleFactor: 1 }));
  const page = await tabs.get(browser)!;
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>body{margin:0;font:16px/1.5 "DejaVu Sans",sans-serif}</style></head><body>${html}</body></html>`, { waitUntil: 'load' });
  await withHelpers(page);
  let shots: Promise<RawShots> | null = null;
  const take = async (): Promise<RawShots> => {
    const taken = await takeShots(page);
    return paleText === undefined ? taken : { ...taken, withText: blend(taken.withText, taken.withoutText, paleText) };
  };
  return { page, info: { lang, width, height }, shots: () => (shots ??= take()) };
}
