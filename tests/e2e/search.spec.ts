import { expect, test, type Page } from '@playwright/test';

/**
 * Site search as visitors use it: from the header box to highlighted results in each language,
 * the helpful empty state, "more results", and hostile keywords that still get a normal page.
 */

// The first query of a language renders on demand and builds its index: allow for a busy machine.
const FIRST_RENDER = { timeout: 30_000 };

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** The result lists: named by the count line ("12 results for …"), unlike the breadcrumb list. */
const results = (page: Page) => page.locator('main ol[aria-labelledby]');
const countLine = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

async function searchFromHeader(page: Page, buttonName: string, keyword: string) {
  await page.getByRole('banner').getByRole('button', { name: buttonName, exact: true }).click();
  const input = page.getByRole('searchbox');
  await input.fill(keyword);
  await input.press('Enter');
}

const LANGUAGES = [
  { lang: 'en', button: 'Search', keyword: 'handling', marked: /^handl/i, expected: 'Revised terminal handling charges' },
  { lang: 'zh-hk', button: '搜尋', keyword: '冷鏈', marked: /^冷鏈$/, expected: '由機艙門到診所' },
  { lang: 'zh-cn', button: '搜索', keyword: '冷链', marked: /^冷链$/, expected: '从舱门到诊所' },
];

for (const { lang, button, keyword, marked, expected } of LANGUAGES) {
  test(`the header search box lands on highlighted results (${lang})`, async ({ page }) => {
    await open(page, `/${lang}/about-us/`);
    await searchFromHeader(page, button, keyword);
    await expect(page).toHaveURL(new RegExp(`/${lang}/search/${encodeURIComponent(keyword)}$`));
    await expect(results(page).getByRole('link', { name: new RegExp(expected) })).toBeVisible(FIRST_RENDER);
    const marks = results(page).locator('mark');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const text of await marks.allTextContents()) expect(text).toMatch(marked);
    await expect(page).toHaveTitle(new RegExp(keyword));
  });
}

test('the results page has a search box, prefilled, to refine the search', async ({ page }) => {
  await open(page, '/en/search/cargo');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search this website' });
  await expect(box).toHaveValue('cargo');
  await box.fill('cool chain');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\/cool%20chain$/);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('cool chain');
  await expect(countLine(page)).toContainText('cool chain', FIRST_RENDER);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the results page search box still searches (a GET form the proxy sends on)', async ({ page }) => {
    await page.goto('/zh-hk/search/cargo');
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('冷鏈');
    await page.getByRole('main').getByRole('button', { name: '搜尋' }).click();
    await expect(page).toHaveURL(new RegExp(`/zh-hk/search/${encodeURIComponent('冷鏈')}$`));
    await expect(results(page).locator('mark').first()).toHaveText('冷鏈', FIRST_RENDER);
  });
});

test('the marks are in the server HTML, not added by script', async ({ request }) => {
  const res = await request.get('/en/search/dangerous%20goods');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<mark[^>]*>Dangerous<\/mark> <mark[^>]*>Goods<\/mark>/);
  expect(html).toContain('noindex');
});

test('an empty result helps with tips, suggested searches and links', async ({ page }) => {
  await open(page, '/en/search/zzzqqqxx');
  await expect(page.getByText('We could not find any page matching your search.')).toBeVisible(FIRST_RENDER);
  await expect(countLine(page)).toContainText('No results for “zzzqqqxx”');
  await page.getByRole('link', { name: 'dangerous goods' }).click();
  await expect(page).toHaveURL(/\/en\/search\/dangerous%20goods$/);
  await expect(results(page).locator('mark').first()).toBeVisible(FIRST_RENDER);
});

test('more results load below the first page', async ({ page }) => {
  await open(page, '/en/search/cargo');
  const items = page.locator('main ol[aria-labelledby] > li');
  await expect(items).toHaveCount(10, FIRST_RENDER);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(items).toHaveCount(20);
  await expect(items.nth(10).getByRole('link')).toBeFocused();
});

const HOSTILE: { name: string; path: string; shown: string | null }[] = [
  { name: '10,000 characters', path: `/en/search/${'a'.repeat(10_000)}`, shown: 'a'.repeat(100) },
  { name: 'control characters', path: '/en/search/cargo%00%01%0d%0a%1b', shown: 'cargo' },
  { name: 'only a NUL', path: '/en/search/%00', shown: null },
  { name: '../', path: '/en/search/..%2F..%2Fetc%2Fpasswd', shown: '.. .. etc passwd' },
  { name: 'a script tag', path: `/en/search/${encodeURIComponent('<script>alert(1)</script>')}`, shown: '<script>alert(1)< script>' },
  { name: 'an attribute breakout', path: `/en/search/${encodeURIComponent('"><img src=x onerror=alert(1)>')}`, shown: '"><img src=x onerror=alert(1)>' },
];

for (const { name, path, shown } of HOSTILE) {
  test(`a keyword with ${name} gets a normal results page`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/search\/[^/]+$/);
    await expect(page.locator('main')).toBeVisible();
    const html = await response!.text();
    // Nothing the visitor typed became markup, in the HTML or in the inline RSC payload.
    expect(html).not.toMatch(/<script>alert|<img src=x/i);
    if (shown === null) {
      await expect(page.getByText('Type a word or phrase in the search box to search the whole site.')).toBeVisible();
    } else {
      await expect(countLine(page)).toContainText(shown);
    }
    if (name === '10,000 characters') await expect(page.getByText('Your search was shortened to its first 100 characters.')).toBeVisible();
    expect(dialogs).toEqual([]);
  });
}

test('the search API refuses a bad page number and answers hostile keywords', async ({ request }) => {
  expect((await request.get('/api/en/search/getSearchResult/cargo/?page=0')).status()).toBe(400);
  expect((await request.get('/api/en/search/getSearchResult/cargo/?page=2')).status()).toBe(200);
  for (const keyword of ['%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(5000), encodeURIComponent('<script>')]) {
    const res = await request.get(`/api/en/search/getSearchResult/${keyword}/`);
    expect([keyword.slice(0, 20), res.status()]).toEqual([keyword.slice(0, 20), 200]);
  }
});
