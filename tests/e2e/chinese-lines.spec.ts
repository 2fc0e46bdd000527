/**
 * Chinese line breaks on the pages the review found them, measured on the painted lines in the
 * browser (each character's box from a Range, grouped by line: the visual sweep's line-break
 * detector, tests/visual/detectors/line-break.ts): no FAQ question, table cell or news headline
 * ends with one character alone ("貨" / "物？", "下午6" / "時") or splits a word ("學" / "徒",
 * "完" / "成"), at a phone's and a desktop's width. Fixed by keepChineseWords
 * (modules/shared/keepWords.tsx); in the rich text editors write (article bodies), by the same words
 * set by lib/content/chinese-words-html.ts: headings, lead-ins and table cells.
 */
import { expect, test } from '@playwright/test';
import { keepChineseWordsInHtml } from '../../lib/content/chinese-words-html';
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
  // An important notice whose body table split "自行" ("自" / "行") at a phone's width.
  { path: '/zh-hk/media/news-press/important-notices/new-export-cut-off-times-2025', what: '.rich-text :is(h2, td)' },
  { path: '/zh-cn/media/news-press/important-notices/new-export-cut-off-times-2025', what: '.rich-text :is(h2, td)' },
];

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
  await skipNoticePopup(context, baseURL);
});

for (const width of [390, 1280]) {
  for (const { path, what } of PAGES) {
    test(`${width} px ${path}: no Chinese ${what.replace(':is(h2, h3)', 'headline').replace('.rich-text :is(h2, td)', 'body heading or cell')} ends with one character or splits a word`, async ({ page }) => {
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

/**
 * No body heading of today's articles splits a word at any width (a sweep of 300 to 1400 px found
 * none: where one wraps, at 360 px and less, it wraps between words by chance), so a longer one, as an
 * editor may write, goes into a real article body on a phone: as the browser sets plain text it
 * splits a word, set by the server's transform it does not.
 */
const LONG_HEADINGS = [
  { path: '/zh-hk/media/news-press/latest-news/record-q3-2026-throughput', heading: '海港空運貨站第三季處理貨量創新高，航空公司夥伴關係持續擴展' },
  { path: '/zh-cn/media/news-press/latest-news/record-q3-2026-throughput', heading: '海港空运货站第三季度处理货量创新高，航空公司合作伙伴关系持续扩展' },
];

for (const width of [390]) {
  for (const { path, heading } of LONG_HEADINGS) {
    test(`${width} px ${path}: a long body heading breaks between words only`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const h2 = page.locator('main .rich-text h2[id]').first();
      await expect(h2).toBeVisible();
      const id = await h2.getAttribute('id');
      await withHelpers(page);
      const lang = path.split('/')[1];
      const findings = async (html: string) => {
        await h2.evaluate((el, inner) => { el.innerHTML = inner; }, html);
        const found = await lineBreak.run({ page, info: { lang, width, height: 800 }, shots: () => Promise.reject(new Error('no shots')) });
        return found.filter((f) => f.element.includes(`#${id}`)).map((f) => f.message);
      };
      // The wrap the fix is for: without it the heading wraps inside a word (or leaves one character).
      const lines = async () => h2.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(await findings(heading)).not.toEqual([]);
      const set = keepChineseWordsInHtml(`<h2>${heading}</h2>`).replace(/^<h2>|<\/h2>$/g, '');
      expect(set).toContain('<wbr>');
      expect(await findings(set)).toEqual([]);
      expect(await lines()).toBeGreaterThan(1);
    });
  }
}
