/**
 * The two full-page screenshots the pixel detectors read: the page as painted, and the same page
 * with every glyph made transparent (so the difference is exactly the text, and the second shot
 * is what lies under it). Decoded to raw RGB once, shared by the detectors of one capture.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../chromium-args.cjs';

/**
 * The sweep's Chromium (and its unit tests'): the project's switches, and checker imaging off.
 * With it on, Chromium paints a tile before its large images are decoded and adds them later, so a
 * full-page shot now and then left the home hero out: 10 of 60 shots of the 768-px home page (0 of
 * 60 with it off), sometimes in only one shot of the with/without-text pair, which the contrast
 * detector then read as text over the bare band.
 */
export const SWEEP_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-checker-imaging'];

export interface RawImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, row by row. */
  data: Buffer;
}

export interface RawShots {
  /** The PNG as Chromium made it (the page with its text). */
  png: Buffer;
  withText: RawImage;
  withoutText: RawImage;
}

/**
 * Hides the text and everything drawn in the text's colour on top of it, and nothing else. Decorations
 * and shadows belong to the text; the caret would blink between shots.
 */
const NO_TEXT_CSS = `*, *::before, *::after, *::placeholder, *::marker {
  color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  text-decoration-color: transparent !important; -webkit-text-stroke-color: transparent !important; caret-color: transparent !important;
}`;

export async function decode(png: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * A full-page PNG straight from the DevTools protocol: Playwright's fullPage shot encodes at full
 * compression, which took most of a capture's time; optimizeForSpeed encodes fast, pixels unchanged.
 */
async function fullPage(page: Page): Promise<Buffer> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { width, height } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true, optimizeForSpeed: true, clip: { x: 0, y: 0, width, height, scale: 1 } });
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

/** The viewport as the compositor shows it now (no capture beyond the viewport). */
const viewport = (page: Page) => page.screenshot({ animations: 'disabled', caret: 'hide' });

/**
 * The shots with and without text, of the whole page or (`takeViewportShots`, the contrast
 * detector's second look at one text) of what the viewport shows now.
 */
export async function takeShots(page: Page, capture: (page: Page) => Promise<Buffer> = fullPage): Promise<RawShots> {
  const png = await capture(page);
  const style = await page.addStyleTag({ content: NO_TEXT_CSS });
  const bare = await capture(page);
  await style.evaluate((el) => (el as Element).remove());
  const [withText, withoutText] = await Promise.all([decode(png), decode(bare)]);
  return { png, withText, withoutText };
}

export const takeViewportShots = (page: Page): Promise<RawShots> => takeShots(page, viewport);

/** Relative luminance of an sRGB colour (WCAG 2). */
const LINEAR = Float64Array.from({ length: 256 }, (_, c) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});

export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b];
}

export function contrastRatio(l1: number, l2: number): number {
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

export const rgb = (img: RawImage, x: number, y: number): [number, number, number] => {
  const i = (y * img.width + x) * 3;
  return [img.data[i], img.data[i + 1], img.data[i + 2]];
};
