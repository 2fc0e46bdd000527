/**
 * Chinese line breaks on the pages the review found them, measured on the painted lines in the
 * browser (each character's box from a Range, grouped by line: the visual sweep's line-break
 * detector, tests/visual/detectors/line-break.ts): no FAQ question, table cell or news headline
 * ends with one character alone ("貨" / "物？", "下午6" / "時") or splits a word ("學" / "徒",
 * "完" / "成"), at a phone's and a desktop's width. Fixed by keepChineseWords
 * (modules/shared/keepWords.tsx).
 */
import { expect, test } from '@playwright/test';
import { lineBreak } from '../visual/detectors/line-break';
import { withHelpers } from '../visual/page-helpers';
import { presetConsent } from './consent';
import { skipNoticePopup } from './notice';

const PAGES = [
  { path: '/zh-hk/services/one-stop-shop-services', what: 'summary' },
  { path: '/zh-hk/services/cargo-collection-delivery/collection-procedure', what: 'td' },
  { path: '/zh-hk/services/fees-charges', what: 'td' },
  { path: '/zh-hk/media/news-press/latest-news', what: ':is(h2, h3)' },
  { path: '/zh-cn/media/news-press/latest-news', what: ':is(h2, h3)' },
  { path: '/zh-cn/services/one-stop-shop-services', what: 'summary' },
];

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
  await skipNoticePopup(context, baseURL);
});

for (const width of [390, 1280]) {
  for (const { path, what } of PAGES) {
    test(`${width} px ${path}: no Chinese ${what.replace(':is(h2, h3)', 'headline')} ends with one character or splits a word`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      // FAQ answers and tab panels open, so every question and cell is laid out.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => d.setAttribute('open', '')));
      await expect(page.locator(`main ${what}`).first()).toBeVisible();
      await withHelpers(page);
      const lang = path.split('/')[1];
      const found = await lineBreak.run({ page, info: { lang, width, height: 800 }, shots: () => Promise.reject(new Error('no shots')) });
      expect(found.map((f) => `${f.element}: ${f.message}`)).toEqual([]);
    });
  }
}
