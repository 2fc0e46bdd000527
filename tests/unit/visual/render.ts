/**
 * Renders a tiny page in the real Chromium of the sweep and runs one detector on it, the way the
 * sweep does (tests/visual/capture.ts), so each detector's unit test shows it firing and staying quiet.
 */
import { chromium, type Browser } from '@playwright/test';
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

/** The findings of `detector` on a page whose body is `html` (a sans-serif 16-px page with no margin). */
export async function findingsOn(browser: Browser, detector: Detector, html: string, { width = 390, lang = 'en' }: RenderOptions = {}): Promise<Finding[]> {
  const height = HEIGHT_OF[width] ?? 800;
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>body{margin:0;font:16px/1.5 "DejaVu Sans",sans-serif}</style></head><body>${html}</body></html>`, { waitUntil: 'load' });
    await withHelpers(page);
    let shots: Promise<RawShots> | null = null;
    return await detector.run({ page, info: { lang, width, height }, shots: () => (shots ??= takeShots(page)) });
  } finally {
    await page.close();
  }
}
