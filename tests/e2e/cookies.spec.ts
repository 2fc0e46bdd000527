import { expect, test, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { E2E_GTM_ID } from './consent';

/**
 * The cookie bar, its preferences panel and consent-gated Google Tag Manager, as a visitor and the
 * network see them. The tag host is routed to a local stub that writes Google Analytics cookies the
 * way the real container would once analytics storage is granted.
 */

const TAG_HOST = 'https://www.googletagmanager.com';
const YEAR_S = 365 * 24 * 3600;

const GTM_STUB = `document.cookie = '_ga=GA1.1.123.456; path=/; max-age=63072000';
document.cookie = '_ga_TEST000=GS1.1.1; path=/; max-age=63072000';
window.__gtmStub = true;`;

/** Every request the page made to the tag host. */
async function watchTagHost(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(TAG_HOST)) requests.push(r.url());
  });
  await page.route(`${TAG_HOST}/**`, (route) => route.fulfill({ contentType: 'application/javascript', body: GTM_STUB }));
  return requests;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'How we use cookies' });

async function open(page: Page, path = '/en/about-us/leadership') {
  await page.goto(path, { waitUntil: 'networkidle' });
}

async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

/** A consent cookie as the spec wants it: the choice, now, path /, SameSite=Lax, one year. */
async function expectConsentCookie(context: BrowserContext, name: string, consent: boolean) {
  const c = await cookie(context, name);
  expect(c, `${name} is set`).toBeDefined();
  const now = Date.now() / 1000;
  const value = JSON.parse(decodeURIComponent(c!.value)) as { consent: unknown; timestamp: number };
  expect(value).toEqual({ consent, timestamp: expect.any(Number) });
  expect(Number.isInteger(value.timestamp)).toBe(true);
  expect(Math.abs(value.timestamp - now)).toBeLessThan(120);
  expect(c!.path).toBe('/');
  expect(c!.sameSite).toBe('Lax');
  // The e2e server is plain http; Secure is set on https only (unit-tested in consent.test.ts).
  expect(c!.secure).toBe(false);
  expect(Math.abs(c!.expires - (now + YEAR_S))).toBeLessThan(2 * 24 * 3600);
}

async function expectNoConsentCookies(context: BrowserContext) {
  expect(await cookie(context, 'necessary-cookies')).toBeUndefined();
  expect(await cookie(context, 'performance-cookies')).toBeUndefined();
}

async function expectBarHiddenAfterReload(page: Page) {
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
}

/** A choice was made: necessary cookies yes, performance cookies as chosen, and no bar after a reload. */
async function expectChoiceStored(page: Page, context: BrowserContext, performance: boolean) {
  await expectConsentCookie(context, 'necessary-cookies', true);
  await expectConsentCookie(context, 'performance-cookies', performance);
  await expectBarHiddenAfterReload(page);
}

/** Tab (forwards) until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('cookie bar', () => {
  test('its words are fetched only when it shows: not in the HTML, once on a first visit, never once answered', async ({ page }) => {
    const copyRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/cookie-copy/')) copyRequests.push(new URL(r.url()).pathname);
    });
    const response = await page.goto('/zh-hk/about-us/leadership', { waitUntil: 'networkidle' });
    const html = await response!.text();
    // The Chinese bar has a Chinese name: found by its marker.
    const zhBar = page.locator('[data-cookie-bar]');
    await expect(zhBar).toBeVisible();
    const shown = (await zhBar.innerText()).trim().split('\n')[0].slice(0, 12);
    expect(shown.length).toBeGreaterThan(5);
    expect(html).not.toContain(shown);
    expect(copyRequests).toEqual(['/api/cookie-copy/zh-hk']);
    await zhBar.getByRole('button').first().click();
    await expect(zhBar).toHaveCount(0);
    await page.goto('/zh-hk/contact-us', { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(copyRequests).toEqual(['/api/cookie-copy/zh-hk']);
  });

  test("the panel's code is fetched when a visitor reaches for it, not with the page", async ({ page }) => {
    // CookiePanel.lazy.client.tsx: a first visit loads the bar's code only; a pointer over (or focus
    // on) "Change cookie preferences" fetches the panel's, so the click opens it without waiting.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await open(page);
    await expect(bar(page)).toBeVisible();
    const beforeHover = scripts.length;
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(beforeHover);
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await expect(panel(page)).toBeVisible();
  });

  test('GET /api/cookie-copy/{lang}: the words in that language, cacheable; 404 for another language', async ({ request }) => {
    const en = await request.get('/api/cookie-copy/en');
    expect(en.status()).toBe(200);
    expect(en.headers()['cache-control']).toBe('public, max-age=300');
    const copy = await en.json();
    expect(copy.labels.continue).toBe('Continue');
    expect(copy.texts.stickyBarHtml).toContain('We use necessary cookies');
    expect(copy.texts.stickyBarHtml).not.toMatch(/<script|on\w+=/i);
    const zh = await (await request.get('/api/cookie-copy/zh-cn')).json();
    expect(zh.texts.usageTitle).not.toBe(copy.texts.usageTitle);
    const other = await request.get('/api/cookie-copy/fr');
    expect(other.status()).toBe(404);
    expect(await other.json()).toEqual({ error: 'No such language.' });
  });

  test('shows on a first visit, over the page, with nothing stored', async ({ page, context }) => {
    await open(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('We use necessary cookies');
    await expect(bar(page)).toHaveCSS('position', 'fixed');
    await expectNoConsentCookies(context);
  });

  test('continue stores necessary yes and performance no, and the bar stays hidden', async ({ page, context }) => {
    await open(page);
    await bar(page).getByRole('button', { name: 'Continue' }).click();
    await expect(bar(page)).toHaveCount(0);
    await expectChoiceStored(page, context, false);
  });

  test('change preference then close brings the bar back and stores nothing', async ({ page, context }) => {
    await open(page);
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(bar(page)).toBeVisible();
    await expectNoConsentCookies(context);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(bar(page)).toBeVisible();
  });

  test('accept stores both yes', async ({ page, context }) => {
    await watchTagHost(page);
    await open(page);
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await panel(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
    await expectChoiceStored(page, context, true);
  });

  test('decline stores necessary yes and performance no', async ({ page, context }) => {
    await open(page);
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await panel(page).getByRole('button', { name: 'Decline optional cookies' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expectChoiceStored(page, context, false);
  });

  test('the footer reopens the panel later: withdrawing consent is always possible', async ({ page, context }) => {
    await watchTagHost(page);
    await open(page);
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await panel(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expectConsentCookie(context, 'performance-cookies', true);
    await page.reload();
    const settings = page.locator('footer').getByRole('button', { name: 'Cookie preferences' });
    await settings.click();
    await expect(panel(page)).toBeVisible();
    // Closing without a change returns to the page, not to the bar, and focus to the footer button.
    await panel(page).getByRole('button', { name: /close/i }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    await settings.click();
    await panel(page).getByRole('button', { name: 'Decline optional cookies' }).click();
    await expectConsentCookie(context, 'performance-cookies', false);
    await expectBarHiddenAfterReload(page);
  });

  test('toggle then save stores the toggled performance choice', async ({ page, context }) => {
    await watchTagHost(page);
    await open(page);
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    const toggle = panel(page).getByRole('switch', { name: 'Allow performance cookies' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await panel(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expectChoiceStored(page, context, true);
  });

  test('a consent older than the content versionDate is asked again; a newer one is not', async ({ page, context, request, baseURL }) => {
    const config = (await (await request.get('/api/en/config')).json()) as { data: { cookiesPolicy: { versionDate: number } } };
    const { versionDate } = config.data.cookiesPolicy;
    const setNecessary = (timestamp: number) =>
      context.addCookies([
        { name: 'necessary-cookies', value: encodeURIComponent(JSON.stringify({ consent: true, timestamp })), url: baseURL!, sameSite: 'Lax' },
      ]);

    await setNecessary(versionDate - 1);
    await open(page);
    await expect(bar(page)).toBeVisible();

    await setNecessary(versionDate);
    await expectBarHiddenAfterReload(page);
  });

  test('a malformed consent cookie is no consent, never an error', async ({ page, context, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await context.addCookies([{ name: 'necessary-cookies', value: '%7B%22consent%22%3Atrue%2C%22timest', url: baseURL! }]);
    await open(page);
    await expect(bar(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an internal link in the panel navigates in-app without a reload', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await panel(page).getByRole('link', { name: 'Cookie Notice' }).click();
    // The content links /cookie-notice; lib/routing/links.ts forms its canonical address.
    await expect(page).toHaveURL(/\/en\/general\/cookie-notice$/);
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe('analytics tag', () => {
  test(`with ${E2E_GTM_ID} configured, nothing reaches the tag host before consent`, async ({ page, context }) => {
    const requests = await watchTagHost(page);
    await open(page);
    await expect(bar(page)).toBeVisible();
    await open(page, '/en/services/');
    expect(requests).toEqual([]);
    expect((await context.cookies()).filter((c) => c.name.startsWith('_ga'))).toEqual([]);
    // Consent Mode v2: everything denied by default.
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent'),
    );
    expect(consent[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  });

  test('accepting performance cookies loads the container; asking again removes its cookies until a new yes', async ({ page, context, baseURL }) => {
    const requests = await watchTagHost(page);
    await open(page);
    await bar(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForLoadState('networkidle');
    expect(requests, 'Continue keeps performance off: no tag').toEqual([]);

    await context.clearCookies();
    await page.reload({ waitUntil: 'networkidle' });
    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await panel(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expect.poll(() => requests).toEqual([`${TAG_HOST}/gtm.js?id=${E2E_GTM_ID}`]);
    await expect.poll(async () => (await cookie(context, '_ga'))?.value).toBe('GA1.1.123.456');
    const update = await page.evaluate(() =>
      (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent' && e[1] === 'update').at(-1),
    );
    expect(update).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }]);

    // A new policy version asks again; until the visitor says yes again, the analytics cookies go
    // and the tag is not loaded.
    const stale = encodeURIComponent(JSON.stringify({ consent: true, timestamp: 1 }));
    await context.addCookies([
      { name: 'necessary-cookies', value: stale, url: baseURL! },
      { name: 'performance-cookies', value: stale, url: baseURL! },
    ]);
    requests.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await expect(bar(page)).toBeVisible();
    await expect.poll(async () => (await context.cookies()).filter((c) => c.name.startsWith('_ga')).map((c) => c.name)).toEqual([]);
    expect(requests).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('the bar and the open panel pass axe', async ({ page }) => {
    await open(page);
    await expect(bar(page)).toHaveCSS('opacity', '1');
    expect(await axeViolations(page, '[data-cookie-bar]')).toEqual([]);

    await bar(page).getByRole('button', { name: 'Change cookie preferences' }).click();
    await expect(panel(page)).toBeVisible();
    // Wait for the slide-in to finish so colours and positions are final.
    await expect
      .poll(() => panel(page).evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    expect(await axeViolations(page, '[data-cookie-panel]')).toEqual([]);
  });

  test('bar and panel work with the keyboard alone', async ({ page, context }) => {
    await watchTagHost(page);
    await open(page);
    const change = bar(page).getByRole('button', { name: 'Change cookie preferences' });
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    const close = panel(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();

    // Focus stays in the dialog: Shift+Tab from the first control reaches the last one.
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).getByRole('button', { name: 'Save preferences' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    // Escape closes and returns focus to the button that opened the panel.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(change).toBeFocused();

    await page.keyboard.press('Enter');
    const toggle = panel(page).getByRole('switch', { name: 'Allow performance cookies' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: 'Save preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toHaveCount(0);
    await expectConsentCookie(context, 'performance-cookies', true);
  });
});
