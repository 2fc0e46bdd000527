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
