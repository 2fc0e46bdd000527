/**
 * Renders a tiny page in the real Chromium of the sweep and runs one detector on it, the way the
 * sweep does (tests/visual/capture.ts), so each detector's unit test shows it firing and staying quiet.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../chromium-args.cjs';
import { withHelpers } from '../../visual/page-helpers';
import { takeShots, type RawShots } from '../../visual/shots';
import { HEIGHT_OF, type Detector, type Finding } from '../../visual/types';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
}

export interface RenderOptions {
  width?: number;
  lang?: string;
}

/** One tab per browser, reused: setContent gives each test a fresh document. */
const tabs = new WeakMap<Browser, Promise<Page>>();

/** The findings of `detector` on a page whose body is `html` (a sans-serif 16-px page with no margin). */
export async function findingsOn(browser: Browser, detector: Detector, html: string, { width = 390, lang = 'en' }: RenderOptions = {}): Promise<Finding[]> {
  const height = HEIGHT_OF[width] ?? 800;
  if (!tabs.has(browser)) tabs.set(browser, browser.newPage({ deviceScaleFactor: 1 }));
  const page = await tabs.get(browser)!;
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>body{margin:0;font:16px/1.5 "DejaVu Sans",sans-serif}</style></head><body>${html}</body></html>`, { waitUntil: 'load' });
  await withHelpers(page);
  let shots: Promise<RawShots> | null = null;
  return detector.run({ page, info: { lang, width, height }, shots: () => (shots ??= takeShots(page)) });
}
