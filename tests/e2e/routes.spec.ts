import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { HTML_LANG, SITE_NAME } from '../../lib/i18n';
import { axeViolations, unmarkedChinese } from './axe';
import { presetConsent } from './consent';
import { skipNoticePopup } from './notice';
import { horizontalOverflow } from './overflow';
import { pageCases } from './site-map';

/**
 * One tab per worker visits all its pages, each a full page load. A new browser context per test
 * started a renderer and fetched and compiled the same scripts again for each of these 150 tests
 * (the file took 736 s that way, 323 s this way); a first visit's cost is the benchmark's to measure
 * (bench/), not this file's.
 * A failing test ends its worker, and with it the tab: the next test starts in a fresh one.
 */
const test = base.extend<{ consoleErrors: string[] }, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  /** What the page logs as an error, and its uncaught exceptions, during one test. */
  consoleErrors: async ({ tab }, use) => {
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() === 'error') errors.push(msg.text());
    };
    const onPageError = (err: Error) => errors.push(err.message);
    tab.on('console', onConsole);
    tab.on('pageerror', onPageError);
    await use(errors);
    tab.off('console', onConsole);
    tab.off('pageerror', onPageError);
  },
});

// The page itself, steady: the cookie bar and the notice popup have their own axe checks
// (cookies.spec.ts, a11y.spec.ts).
test.beforeEach(async ({ tab, baseURL }) => {
  await presetConsent(tab.context(), baseURL);
  await skipNoticePopup(tab.context(), baseURL);
  await tab.setViewportSize({ width: 1280, height: 800 });
});

/**
 * Every route of the table in every language: status, language, title, chrome, no console errors;
 * then on a 1280 px desktop and a 375 px phone no axe violation and no sideways scrolling, and at
 * 320 px (WCAG 1.4.10 reflow) still none. One visit serves all three widths: the page is served the
 * same to every width, and turning a phone or resizing a window is a visit too.
 * A redirect row is checked up to where it lands (status, final path, language, title).
 */
for (const c of pageCases()) {
  test(`${c.lang} ${c.name} (${c.url})`, async ({ tab: page, consoleErrors: errors }) => {
    // The home page's banner loops its animation the whole time: axe takes longest there.
    test.slow(c.name === 'home', 'axe on a page that keeps animating');

    const response = await page.goto(c.url);
    expect(response?.status()).toBe(c.status);
    expect(new URL(page.url()).pathname).toBe(c.finalPath);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[c.lang]);
    await expect(page).toHaveTitle(new RegExp(`^.+ - ${SITE_NAME[c.lang]}$`));
    // A redirect row lands on a page that has a case of its own, where the rest is checked.
    if (c.url !== c.finalPath) {
      expect(errors).toEqual([]);
      return;
    }
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);
    if (c.lang === 'en') expect(await unmarkedChinese(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // A 404 logs the failed document request; anything else on the console is a bug.
    const unexpected = errors.filter((e) => !(c.status === 404 && /404|Failed to load resource/.test(e)));
    expect(unexpected).toEqual([]);
  });
}

/**
 * A download link to a file that is gone (app/assets/[...path]/route.ts): a 404 page a visitor can
 * read, in the saved language first, styled under the locked-down policy for files (its one style
 * sheet allowed by hash: a mismatch would log a policy violation and leave the page unstyled).
 */
test('a missing file under /assets/ answers a legible 404 page in the saved language first', async ({ tab: page, consoleErrors: errors }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-cn', url: test.info().project.use.baseURL as string }]);
  const response = await page.goto('/assets/docs/en/no-such-report.pdf');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(`找不到文件 - ${SITE_NAME['zh-cn']}`);
  await expect(page.locator('h1')).toHaveText('找不到文件');
  const sections = page.locator('main > section');
  await expect(sections).toHaveCount(3);
  expect(await sections.evaluateAll((all) => all.map((s) => s.getAttribute('lang')))).toEqual(['zh-CN', 'en', 'zh-HK']);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  // The style sheet applied: a white card with the house's navy rule on a grey page.
  expect(await sections.first().evaluate((s) => [getComputedStyle(s).backgroundColor, getComputedStyle(s).borderTopColor, getComputedStyle(document.body).backgroundColor])).toEqual([
    'rgb(255, 255, 255)',
    'rgb(11, 61, 110)',
    'rgb(244, 246, 249)',
  ]);
  expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  // (axe injects a style of its own, which the policy refuses: checked after the console.)
  expect(await axeViolations(page)).toEqual([]);
});
