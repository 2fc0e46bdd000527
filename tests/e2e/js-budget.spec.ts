/**
 * The fast variant of the performance budgets (issue 10), inside npm test: the JavaScript a first
 * visit of each route template loads, against the floor's as last measured by `npm run bench`
 * (bench/floor-js.json; refreshed by `npm run bench:floor` when next or react change), plus the
 * rules that need no timing: no ICU formatting in the browser during a first visit, no CJK web
 * font on a zh-hk first visit, framer-motion only through LazyMotion + m. Same templates, budgets and measurement as the benchmark (bench/budgets.cjs).
 */
import { expect, test } from '@playwright/test';
import {
  MOBILE_VIEWPORT,
  TEMPLATES,
  fontProblems,
  framerMotionMisuse,
  icuProblems,
  jsBudgetOf,
  measureFirstVisit,
  readFloorJs,
  templatePath,
} from '../../bench/budgets.cjs';
import * as routes from '../../lib/routing/routes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('JavaScript of a first visit, per route template', () => {
  test.use({ viewport: MOBILE_VIEWPORT });
  // Scripts are what is measured: images stay away, so the server spends no time encoding them.
  test.beforeEach(({ page }) => page.route(/\/_next\/image\?/, (route) => route.abort()));

  for (const template of TEMPLATES) {
    const budget = jsBudgetOf(template);
    test(`${template.id}: at most the floor's + ${budget / 1024} KB gzip`, async ({ page }) => {
      const floor = readFloorJs();
      const visit = await measureFirstVisit(page, templatePath(template, 'en', routes));
      expect(visit.status).toBe(200);
      const detail = visit.scripts.map((s) => `${kb(s.gzip)} ${new URL(s.url).pathname}`).join('\n');
      expect(visit.scriptGzip, `${kb(visit.scriptGzip)} of JavaScript; the floor ships ${kb(floor.scriptGzip)}:\n${detail}`).toBeLessThanOrEqual(floor.scriptGzip + budget);
      // V8 compiles each script in the background as it downloads (lib/build/compile-hints.cjs).
      expect(visit.scripts.filter((s) => !s.compileHint).map((s) => new URL(s.url).pathname)).toEqual([]);
      // The server formats what a first visit shows (ICU_WATCH in bench/budgets.cjs says why).
      expect(icuProblems(visit), 'ICU formatting in the browser during a first visit').toEqual([]);
    });
  }
});

test('the ICU watch reports a page that formats in the browser', async ({ page }) => {
  const html = `<!doctype html><title>ICU</title><script>
    new Intl.NumberFormat('en').format(1234);
    ['b', 'a'].sort((x, y) => x.localeCompare(y));
    Intl.DateTimeFormat.supportedLocalesOf(['zh-HK']);
  </script><p>ICU</p>`;
  await page.route('http://icu.test/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const visit = await measureFirstVisit(page, 'http://icu.test/', { quietMs: 100 });
  expect(visit.icuCalls.map((call) => call.name)).toEqual(['NumberFormat', 'localeCompare', 'DateTimeFormat.supportedLocalesOf']);
  expect(icuProblems(visit)).toHaveLength(3);
  // The watched constructor still makes the real thing.
  expect(await page.evaluate(() => new Intl.NumberFormat('en').format(1234) === '1,234' && new Intl.NumberFormat('en') instanceof Intl.NumberFormat)).toBe(true);
});

test('a zh-hk first visit downloads no CJK web font', async ({ page }) => {
  await page.route(/\/_next\/image\?/, (route) => route.abort());
  const home = TEMPLATES.find((t) => t.id === 'home')!;
  const visit = await measureFirstVisit(page, templatePath(home, 'zh-hk', routes));
  expect(visit.status).toBe(200);
  expect(fontProblems(visit)).toEqual([]);
});

test('framer-motion is used only through LazyMotion + m', () => {
  expect(framerMotionMisuse()).toEqual([]);
});
