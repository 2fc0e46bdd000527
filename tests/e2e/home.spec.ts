import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LANGS, type Lang } from '../../lib/i18n';
import { presetConsent } from './consent';
import { NOTICE_COOKIE, skipNoticePopup } from './notice';

/** The home page as a visitor sees it: every block, the moving parts and the notice popup. */

type Module = { module: string; content: Record<string, unknown> };
type Item = Record<string, unknown>;

function homeContent(lang: Lang): Record<string, Item> {
  const file = path.join(process.cwd(), 'public', 'assets', 'json', lang, 'home.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { data: { pageContent: Module[] } };
  return Object.fromEntries(json.data.pageContent.map((m) => [m.module, m.content]));
}

const items = (content: Item, key = 'items') => content[key] as Item[];

/** One text per block, straight from the content the page is built from. */
function blockTexts(lang: Lang): Record<string, string[]> {
  const c = homeContent(lang);
  return {
    homeBanner: items(c.homeBanner).flatMap((i) => [i.title, i.chineseTitle, i.text].filter(Boolean) as string[]),
    worldClassFacilities: [c.worldClassFacilities.title as string, ...items(c.worldClassFacilities).map((i) => i.title as string), ...items(c.worldClassFacilities, 'infos').map((i) => i.title as string)],
    operationalExcellence: [c.operationalExcellence.title as string, c.operationalExcellence.description as string],
    experiencedTeam: [c.experiencedTeam.title as string, c.experiencedTeam.description as string],
    sustainableServices: [c.sustainableServices.title as string],
    connecting: [c.connecting.title as string, ...items(c.connecting).map((i) => i.title as string)],
    importantNotices: items(c.importantNotices).map((i) => i.title as string),
  };
}

/**
 * The page's text as markup holds it: entities decoded, the <wbr> between the words of a Chinese
 * title (keepChineseWords) dropped, and the no-break space that keeps a number with its Chinese unit
 * ("60 部", lib/ui/line-keeps.ts) read as the space the content has.
 */
function decodeHtml(html: string): string {
  return html.replace(/<wbr\/?>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

const counterValues = (lang: Lang) => items(homeContent(lang).worldClassFacilities, 'infos').map((i) => i.count as string);
const digits = (page: Page) => page.locator('[data-counter-digits]').allTextContents();
const bannerShift = (page: Page, column = 0) => page.locator('[data-loop-factor]').nth(column).evaluate((el) => getComputedStyle(el).transform);

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

for (const lang of LANGS) {
  test(`${lang}: the server HTML holds every block's text`, async ({ request }) => {
    const html = decodeHtml(await (await request.get(`/${lang}`)).text());
    for (const [block, texts] of Object.entries(blockTexts(lang))) {
      for (const text of texts) expect([block, html.includes(text)]).toEqual([block, true]);
    }
  });

  test(`${lang}: the home page shows every block`, async ({ page, context, baseURL }) => {
    await skipNoticePopup(context, baseURL);
    await open(page, `/${lang}`);
    const texts = blockTexts(lang);
    const main = page.locator('main');
    for (const block of ['homeBanner', 'worldClassFacilities', 'operationalExcellence', 'experiencedTeam', 'sustainableServices', 'connecting']) {
      for (const text of texts[block]) await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}

test.describe('moving parts', () => {
  test.beforeEach(async ({ context, baseURL }) => skipNoticePopup(context, baseURL));

  test('counters wait below the fold and roll to their values once scrolled into view, without moving anything', async ({ page }) => {
    await open(page, '/en');
    const counters = page.locator('[data-counter-state]');
    await expect(counters).toHaveCount(4);
    await expect(counters.first()).toHaveAttribute('data-counter-state', 'waiting');
    expect(await digits(page)).not.toEqual(counterValues('en'));

    const widths = page.locator('[data-animate]').evaluate(
      (list) =>
        new Promise<number[][]>((resolve) => {
          const numbers = [...list.querySelectorAll('[data-counter-state]')] as HTMLElement[];
          const seen: number[][] = numbers.map(() => []);
          const end = performance.now() + 2500;
          const sample = () => {
            numbers.forEach((n, i) => seen[i].push(n.getBoundingClientRect().width));
            if (performance.now() < end) requestAnimationFrame(sample);
            else resolve(seen);
          };
          sample();
        }),
    );
    await page.locator('[data-animate]').scrollIntoViewIfNeeded();
    await expect(counters.first()).toHaveAttribute('data-counter-state', /counting|final/);
    await expect.poll(() => digits(page), { timeout: 5000 }).toEqual(counterValues('en'));
    await expect(counters).toHaveText(counterValues('en').map((v) => new RegExp(`^${v.replace(/[.%]/g, '\\$&')}`)));
    for (const series of await widths) expect(Math.max(...series) - Math.min(...series)).toBeLessThan(0.5);
  });

  test('items below the fold fade in once visible', async ({ page }) => {
    await open(page, '/en');
    const card = page.locator('li[data-fade]').last();
    await expect(card).toHaveAttribute('data-fade', 'waiting');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-fade', 'shown');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('the banner columns move, and a visible button pauses and resumes them', async ({ page }) => {
    await open(page, '/en');
    const pause = page.getByRole('button', { name: 'Pause the banner animation' });
    await expect(pause).toBeVisible();
    const first = await bannerShift(page);
    await expect.poll(() => bannerShift(page)).not.toBe(first);
    await pause.click();
    await expect(page.locator('[data-banner-state]')).toHaveAttribute('data-banner-state', 'paused');
    const frozen = await bannerShift(page);
    await page.waitForTimeout(500);
    expect(await bannerShift(page)).toBe(frozen);
    await page.getByRole('button', { name: 'Play the banner animation' }).click();
    await expect.poll(() => bannerShift(page)).not.toBe(frozen);
  });

  test('on a phone the banner rows stand still, so no letter or text is cut mid-line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/en');
    await expect(page.locator('[data-banner-state]')).toHaveAttribute('data-banner-state', 'moving');
    await page.waitForTimeout(300);
    for (const column of [0, 2, 4]) expect(await bannerShift(page, column)).toBe('none');
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole('button', { name: 'Pause the banner animation' })).toBeHidden();
  });

  test('on a phone the picture is a band of its own above the rows, with no word over it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/en');
    const banner = page.locator('section:has([data-banner-state])');
    const picture = await banner.locator('img').first().boundingBox();
    const firstRow = await banner.locator('[data-banner-state] > li').first().boundingBox();
    // 390 px wide and 260 px high (3:2), in view under the header, and the first row starts below it
    expect(picture && firstRow).toBeTruthy();
    expect(Math.round(picture!.width)).toBe(390);
    expect(Math.round(picture!.height)).toBe(260);
    expect(picture!.y + picture!.height).toBeLessThan(844);
    expect(firstRow!.y).toBeGreaterThanOrEqual(picture!.y + picture!.height - 1);
  });

  test('the connecting cargo animation shows one group at 375 px and five at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/en');
    const groups = page.locator('[data-cargo-group]');
    await expect(groups).toHaveCount(5);
    await expect(page.locator('[data-cargo-group]:visible')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[data-cargo-group]:visible')).toHaveCount(5);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ context, baseURL }) => skipNoticePopup(context, baseURL));

  test('the banner stands still and the counters show their values at once', async ({ page }) => {
    await open(page, '/en');
    await expect(page.locator('[data-banner-state]')).toHaveAttribute('data-banner-state', 'still');
    await expect(page.getByRole('button', { name: /banner animation/ })).toHaveCount(0);
    expect(await bannerShift(page)).toBe('none');
    await page.waitForTimeout(400);
    expect(await bannerShift(page)).toBe('none');
    expect(await digits(page)).toEqual(counterValues('en'));
    await expect(page.locator('[data-counter-state="final"]')).toHaveCount(4);
    await expect(page.locator('[data-fade="waiting"]')).toHaveCount(0);
  });
});

test.describe('first visit: one question at a time', () => {
  for (const width of [390, 1280]) {
    test(`${width} px: the cookie bar comes first; its answer opens no second pop-up, the notice waits for the next view`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await open(page, '/en');
      const bar = page.locator('section[data-cookie-bar]');
      await expect(bar).toBeVisible();
      // Hydrated (the banner's island runs), and the popup still waits: nothing modal sits over the bar.
      await expect(page.locator('[data-banner-state]')).toHaveAttribute('data-banner-state', 'moving');
      await page.waitForTimeout(300);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      await bar.getByRole('button', { name: 'Continue' }).click();
      await expect(bar).toBeHidden();
      // No pop-up straight after the first: the visitor reads the page.
      await page.waitForTimeout(500);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      // The next view of the home page shows the notice, still due (never closed).
      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Important Notice' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(page.locator('section[data-cookie-bar]')).toBeHidden();
    });
  }
});

test.describe('important-notice popup', () => {
  // A visitor who has answered the cookie bar (the popup is not shown in the view that asks, test above).
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL));

  test('appears on a first visit; paging clamps; closing remembers it and a reload (daily) does not show it', async ({ page, context }) => {
    const notices = items(homeContent('en').importantNotices).map((i) => i.title as string);
    await open(page, '/en');
    const dialog = page.getByRole('dialog', { name: 'Important Notice' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(`1 / ${notices.length}`);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(notices[0]);

    // aria-disabled at the ends (the button keeps focus); force: Playwright will not click it otherwise.
    await dialog.getByRole('button', { name: 'Previous notice' }).click({ force: true });
    await expect(counter).toHaveText(`1 / ${notices.length}`);
    const next = dialog.getByRole('button', { name: 'Next notice' });
    for (let i = 0; i < notices.length + 1; i += 1) await next.click({ force: true });
    await expect(counter).toHaveText(`${notices.length} / ${notices.length}`);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(notices[notices.length - 1]);

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    expect((await context.cookies()).find((c) => c.name === NOTICE_COOKIE)).toBeUndefined();
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === NOTICE_COOKIE);
    expect(cookie).toBeDefined();
    const watched = new Date(decodeURIComponent(cookie!.value));
    expect(decodeURIComponent(cookie!.value)).toBe(watched.toISOString());
    expect(Math.abs(watched.getTime() - before)).toBeLessThan(10_000);
    const lifetimeDays = (cookie!.expires * 1000 - before) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThan(366);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');

    await page.reload({ waitUntil: 'networkidle' });
    // Hydrated (the banner's island is running), and still no popup.
    await expect(page.getByRole('button', { name: 'Pause the banner animation' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Esc closes it and writes the cookie', async ({ page, context }) => {
    await open(page, '/en');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).some((c) => c.name === NOTICE_COOKIE)).toBe(true);
  });

  test('the detail button opens the notice and remembers the popup as seen', async ({ page, context }) => {
    await open(page, '/en');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/media\/news-press\/important-notices\/[a-z0-9-]+$/);
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).some((c) => c.name === NOTICE_COOKIE)).toBe(true);
  });

  for (const lang of ['zh-hk', 'zh-cn'] as const) {
    test(`${lang}: the popup speaks the page's language`, async ({ page }) => {
      const content = homeContent(lang).importantNotices;
      await open(page, `/${lang}`);
      const dialog = page.getByRole('dialog', { name: content.title as string });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: lang === 'zh-hk' ? '下一則通告' : '下一则通告' })).toBeVisible();
    });
  }
});
