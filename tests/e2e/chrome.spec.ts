import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { presetConsent } from './consent';
import { skipNoticePopup } from './notice';

/** Interactive checks start once the page is hydrated (no request in flight). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** The page chrome as a visitor uses it: language switcher, search box, menus, Top button, hash scroll. */

// Consent and the home page's notice popup are beside the point here (cookies.spec.ts and
// home.spec.ts cover them); neither may cover the chrome these tests use.
test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
  await skipNoticePopup(context, baseURL);
});

test('the language switcher keeps the page and the choice is remembered', async ({ page, context }) => {
  await open(page, '/en/about-us/leadership');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link')).toHaveCount(2);
  await switcher.locator('a[hreflang="zh-HK"]').click();
  await expect(page).toHaveURL(/\/zh-hk\/about-us\/leadership$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  // Saved when the main thread is next idle (RouteEffects.client.tsx).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-hk');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('zh-hk');
  await page.goto('/');
  await expect(page).toHaveURL(/\/zh-hk$/);
});

test('the language links are the same in the server HTML and after hydration, the 404 page and list views included', async ({ page, request }) => {
  // The switcher reads the route tree the server rendered (components/Header/language-path.ts):
  // usePathname would read the rewritten /{lang}/404 on the server and the typed address here.
  const cases: [string, string[]][] = [
    ['/en/about-us/', ['/zh-hk/about-us/', '/zh-cn/about-us/']],
    ['/zh-hk/about-us/leadership', ['/en/about-us/leadership', '/zh-cn/about-us/leadership']],
    ['/en/no-such-section/no-such-page', ['/zh-hk', '/zh-cn']],
    ['/en/stories?tag=People', ['/zh-hk/stories', '/zh-cn/stories']],
    ['/en/search/cool%20chain', ['/zh-hk/search/cool%20chain', '/zh-cn/search/cool%20chain']],
  ];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const [path, expected] of cases) {
    const html = await (await request.get(path)).text();
    const served = [...html.matchAll(/<a href="([^"]*)" lang="[^"]*" hrefLang=/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect({ path, served }).toEqual({ path, served: expected });
    await open(page, path);
    const links = page.getByRole('navigation', { name: /Language|語言|语言/ }).getByRole('link');
    const hydrated = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect({ path, hydrated: hydrated.map((href) => href?.split(/[?#]/)[0]) }).toEqual({ path, hydrated: expected });
  }
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('search accepts only a non-empty trimmed keyword and replaces slashes', async ({ page }) => {
  await open(page, '/en/about-us/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('searchbox');
  await expect(input).toBeVisible();
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Submit search' })).toBeDisabled();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/about-us\/$/);
  await input.fill(' cool/chain ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\/cool%20chain$/);
  // The header's box closed (the results page has a search box of its own, in main).
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
  // The first query of a keyword renders on demand (and builds the language's index): allow for a
  // loaded CI machine.
  await expect(page.locator('main')).toContainText(/result/i, { timeout: 30_000 });
});

test('desktop submenus open on hover and focus and close when leaving the header', async ({ page }) => {
  await open(page, '/en/stories');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = nav.getByRole('button', { name: 'About Us submenu' });
  await nav.getByRole('link', { name: 'About Us', exact: true }).hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Leadership' })).toBeVisible();
  await page.mouse.move(600, 600);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('tablet: the hamburger opens the menu and one section at a time', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await open(page, '/en/stories');
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  const about = page.getByRole('button', { name: 'About Us submenu' });
  const facilities = page.getByRole('button', { name: 'Facilities submenu' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await facilities.click();
  await expect(facilities).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('link', { name: 'Box Storage System' }).first().click();
  await expect(page).toHaveURL(/\/en\/facilities\/box-storage-system$/);
});

test('landing links keep their trailing slash without a redirect', async ({ page }) => {
  const redirects: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 300 && r.status() < 400) redirects.push(r.url());
  });
  await open(page, '/en/stories');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/services\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(redirects).toEqual([]);
});

test('the Top button scrolls to the top', async ({ page }) => {
  await open(page, '/en/about-us/leadership');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const top = page.getByRole('button', { name: /top/i }).last();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
});

test('navigation scrolls to the top; a hash scrolls to its element below the header', async ({ page }) => {
  await open(page, '/en/disclaimer');
  // Internal links are plain anchors that components/InAppNavigation.client.tsx routes: the document stays.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/en\/general\/terms-of-use$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  const id = await page.locator('main h2[id]').nth(2).getAttribute('id');
  await page.goto(`/en/general/terms-of-use#${id}`);
  await expect
    .poll(async () => page.evaluate((hid) => {
      const el = document.getElementById(hid!)!;
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
      return Math.abs(el.getBoundingClientRect().top - header.bottom) < 40;
    }, id), { timeout: 4000 })
    .toBe(true);
});

test('the footer lists group websites opening in a named window', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const site = footer.locator('a[target="corpSite"]').first();
  await expect(site).toHaveAttribute('rel', /noopener/);
  // The demo operator has no social profiles configured: no icon links a network's home page.
  await expect(footer.locator('a[href*="linkedin.com"], a[href*="facebook.com"]')).toHaveCount(0);
});

test('the footer paints its logo white on the navy footer', async ({ page }) => {
  await page.goto('/en');
  const logo = page.getByRole('contentinfo').getByRole('link', { name: 'HACTL home page' }).locator('svg');
  await logo.scrollIntoViewIfNeeded();
  // The painted pixels, not the markup: a lost tone paints navy on navy.
  const png = await logo.screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let light = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200) light += 1;
  expect(light / (info.width * info.height)).toBeGreaterThan(0.08);
});

test('later sections and the footer render only near the viewport; a section with a form always', async ({ page }) => {
  await open(page, '/en');
  const footer = page.getByRole('contentinfo');
  // The footer box itself is laid out at its stand-in size; what it skips is its contents.
  const skipped = () => footer.locator('a').first().evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await skipped()).toBe(true);
  const sections = await page.locator('main .section').evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
  expect(sections.length).toBeGreaterThan(2);
  expect(sections[0]).toBe('visible');
  expect(sections.slice(1).every((value) => value === 'auto')).toBe(true);
  // Skipped content is still the page's: in the accessibility tree, and drawn once scrolled to.
  const link = footer.getByRole('link', { name: 'Terms of Use' });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  expect(await skipped()).toBe(false);

  await open(page, '/en/contact-us');
  const withForm = await page.locator('main .section:has(form)').evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
  expect(withForm.length).toBeGreaterThan(0);
  expect(withForm.every((value) => value === 'visible')).toBe(true);
});

test('static pages are served from the static cache', async ({ request }) => {
  for (const path of ['/en', '/zh-hk/about-us/', '/zh-cn/media/news-press/latest-news']) {
    const page = await request.get(path);
    expect([path, page.headers()['cache-control']]).toEqual([path, expect.stringMatching(/s-maxage=\d+/)]);
  }
});
