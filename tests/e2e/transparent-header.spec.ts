/**
 * The pages whose header is transparent over the hero (lib/routing/routes.ts: home, the Box and
 * Container Storage Systems). The header's text is measured on the painted pixels with the visual
 * sweep's contrast detector over the worst picture an editor could put there, a white one (served
 * for every picture of the page): the veil behind the header (components/Header/Header.module.css)
 * has to carry the contrast alone. The old veil, fading to nothing across the header, left the
 * main menu at 2-3:1 there. And the breadcrumb sits where every other page has it, right under the
 * header and above the page's title.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { contrast } from '../visual/detectors/contrast';
import { withHelpers } from '../visual/page-helpers';
import { takeViewportShots } from '../visual/shots';
import { presetConsent } from './consent';
import { skipNoticePopup } from './notice';

const PAGES = ['/en/facilities/container-storage-system', '/zh-hk/facilities/box-storage-system', '/zh-cn/facilities/box-storage-system', '/en/facilities/box-storage-system', '/zh-hk/facilities/container-storage-system', '/en'];

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
  await skipNoticePopup(context, baseURL);
});

for (const path of PAGES) {
  test(`1280 px ${path}: the transparent header's text stands out from a white picture under it`, async ({ page }) => {
    const white = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await page.route(/\/(_next\/image|assets\/images\/)/, (route) => (route.request().resourceType() === 'image' ? route.fulfill({ body: white, contentType: 'image/png' }) : route.continue()));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const header = page.locator('header[data-site-header]');
    await expect(header).toHaveAttribute('data-transparent', '');
    // The hero's (white) picture has arrived under it.
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].slice(0, 1).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    await withHelpers(page);
    const found = await contrast.run({ page, info: { lang: path.split('/')[1], width: 1280, height: 800 }, shots: () => takeViewportShots(page) });
    const inHeader = found.filter((f) => f.rect !== undefined && f.rect.y < 108);
    expect(inHeader.map((f) => `${f.element}: ${f.message}`)).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  for (const path of PAGES.filter((p) => p !== '/en')) {
    test(`${width} px ${path}: the breadcrumb is right under the header, above the title`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto(path, { waitUntil: 'load' });
      const crumbs = await page.locator('main nav').first().boundingBox();
      const title = await page.locator('main h1').boundingBox();
      const header = await page.locator('header[data-site-header]').boundingBox();
      expect(crumbs && title && header).toBeTruthy();
      expect(crumbs!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(crumbs!.y - (header!.y + header!.height)).toBeLessThan(40);
      expect(crumbs!.y + crumbs!.height).toBeLessThanOrEqual(title!.y);
    });
  }
}
