import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HTML_LANG, LANGS, type Lang } from '../../lib/i18n';
import { NEWS_PAGE_SIZE } from '../../lib/content/news-filter';
import { axeViolations } from './axe';
import { openDialogByKeyboard } from './hydration';

/**
 * The media centre and stories in every language: list filters in the URL, the notices list view,
 * an article, the photo viewer, the story tag filter, 404s, and the crawlable first pages.
 * Expectations are read from the embedded content, so they follow the content, not copies of it.
 */

const CONTENT = path.join(process.cwd(), 'public', 'assets', 'json');

interface Item {
  id: string;
  title: string;
  publishTime: string;
  tags: string[];
}

function readJson<T = Record<string, unknown>>(lang: Lang, file: string): T {
  return JSON.parse(readFileSync(path.join(CONTENT, lang, file), 'utf8')) as T;
}

type PageFile = { data: { pageContent: { module: string; content: Record<string, unknown> }[] }; metaData: { description?: string } };

/** The items of a folder, newest first (as the lists show them). */
function itemsOf(lang: Lang, folder: string): Item[] {
  return readdirSync(path.join(CONTENT, lang, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const content = readJson<PageFile>(lang, `${folder}/${name}`).data.pageContent[0].content;
      return { id: name.slice(0, -5), title: String(content.title), publishTime: String(content.publishTime), tags: (content.tags as string[] | undefined) ?? [] };
    })
    .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || a.title.localeCompare(b.title));
}

const notFoundTitle = (lang: Lang) => (JSON.parse(readFileSync(path.join(process.cwd(), 'messages', lang, 'notFound.json'), 'utf8')) as { title: string }).title;

/** Links to the items of a list inside the page's main content (tabs link to the list itself, without an id). */
const itemLinks = (page: Page, category: string) => page.locator(`main a[href*="/media/news-press/${category}/"]`);

for (const lang of LANGS) {
  test.describe(`media centre (${lang})`, () => {
    test('news filters change the list and the URL and survive a reload', async ({ page }) => {
      const items = itemsOf(lang, 'news/latest-news');
      const of2025 = items.filter((i) => i.publishTime.startsWith('2025'));
      expect(of2025.length).toBeGreaterThan(0);

      await page.goto(`/${lang}/media/news-press/latest-news`);
      const toolbar = page.locator('main form[role="search"]');
      await expect(toolbar).toBeVisible();
      await expect(itemLinks(page, 'latest-news')).toHaveCount(Math.min(NEWS_PAGE_SIZE, items.length));

      await toolbar.locator('select').first().selectOption('2025');
      await expect(page).toHaveURL(/[?&]year=2025\b/);
      await expect(itemLinks(page, 'latest-news')).toHaveCount(of2025.length);
      await expect(page.locator('main [role="status"]')).toContainText(String(of2025.length));

      // A keyword narrows the year further: the full title of one article matches only it.
      const wanted = of2025[0];
      await toolbar.locator('input[type="search"]').fill(wanted.title);
      await toolbar.locator('input[type="search"]').press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(itemLinks(page, 'latest-news')).toHaveCount(1);
      await expect(itemLinks(page, 'latest-news').first()).toHaveAttribute('href', `/${lang}/media/news-press/latest-news/${wanted.id}`);

      await page.reload();
      await expect(toolbar.locator('select').first()).toHaveValue('2025');
      await expect(toolbar.locator('input[type="search"]')).toHaveValue(wanted.title);
      await expect(itemLinks(page, 'latest-news')).toHaveCount(1);

      // Back returns to the year filter alone; "clear" to the whole list.
      await page.goBack();
      await expect(itemLinks(page, 'latest-news')).toHaveCount(of2025.length);
      await toolbar.getByRole('button').last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/media/news-press/latest-news$`));
      await expect(itemLinks(page, 'latest-news')).toHaveCount(Math.min(NEWS_PAGE_SIZE, items.length));
    });

    test('load more shows the next page and keeps it in the URL', async ({ page }) => {
      const items = itemsOf(lang, 'news/latest-news');
      // The store holds more than one page of latest news in every language, so this test always runs.
      expect(items.length).toBeGreaterThan(NEWS_PAGE_SIZE);
      await page.goto(`/${lang}/media/news-press/latest-news`);
      await expect(itemLinks(page, 'latest-news')).toHaveCount(NEWS_PAGE_SIZE);
      await page.locator('main').getByRole('button', { name: /load more|載入更多|加载更多/i }).click();
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await expect(itemLinks(page, 'latest-news')).toHaveCount(Math.min(2 * NEWS_PAGE_SIZE, items.length));
      // Focus moves to the first added item, so keyboard users continue where the list grew.
      await expect(itemLinks(page, 'latest-news').nth(NEWS_PAGE_SIZE)).toBeFocused();
      await page.reload();
      await expect(itemLinks(page, 'latest-news')).toHaveCount(Math.min(2 * NEWS_PAGE_SIZE, items.length));
    });

    test('important notices are a list without toolbar', async ({ page }) => {
      const notices = itemsOf(lang, 'news/important-notices');
      await page.goto(`/${lang}/media/news-press/important-notices`);
      await expect(itemLinks(page, 'important-notices')).toHaveCount(notices.length);
      await expect(page.locator('main form[role="search"]')).toHaveCount(0);
      // List view: rows, not cards with images.
      await expect(page.locator('main article')).toHaveCount(0);
      await expect(itemLinks(page, 'important-notices').first()).toHaveText(notices[0].title);
    });

    test('a news article shows its content, attachments and related items', async ({ page }) => {
      const folder = 'news/press-release';
      const item = itemsOf(lang, folder).find((i) => {
        const content = readJson<PageFile>(lang, `${folder}/${i.id}.json`).data.pageContent[0].content;
        return Array.isArray(content.attachments) && content.attachments.length > 0 && content.media;
      });
      expect(item).toBeDefined();
      const content = readJson<PageFile>(lang, `${folder}/${item!.id}.json`).data.pageContent[0].content as Record<string, string>;
      await page.goto(`/${lang}/media/news-press/press-release/${item!.id}`);
      await expect(page.locator('h1')).toHaveText(content.title);
      await expect(page.locator('main article time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
      await expect(page.locator('main article').first()).toContainText(content.category);
      await expect(page.locator('main article').first().locator('figure img')).toHaveAttribute('alt', (content.media as unknown as { altText: string }).altText);
      await expect(page.locator('main article').first().locator('a[href$=".pdf"]').first()).toBeVisible();
      const file = readJson<PageFile & { data: { bottomNav: { previousPage?: { url: string }; nextPage?: { url: string } } } }>(lang, `${folder}/${item!.id}.json`);
      const relatedTitle = String(file.data.pageContent.find((m) => m.module === 'newsList')!.content.title);
      const related = page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: relatedTitle }) }).locator('a[href*="/media/news-press/press-release/"]');
      await expect(related).toHaveCount(3);
      // Previous and next articles (the page's bottom navigation).
      for (const link of [file.data.bottomNav.previousPage, file.data.bottomNav.nextPage].filter((l) => l !== undefined)) {
        await expect(page.locator(`main nav a[href="/${lang}${link.url}"]`).first()).toBeVisible();
      }
      for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).not.toBe(`/${lang}/media/news-press/press-release/${item!.id}`);
      }
    });

    test('the photo viewer works by keyboard and returns focus', async ({ page }) => {
      const albums = (readJson<PageFile>(lang, 'media/gallery/photos.json').data.pageContent.find((m) => m.module === 'photoGallery')!.content.albums as {
        photos: { media: { altText: string } }[];
      }[])[0].photos;
      const total = albums.length;
      // The viewer's code is a chunk of its own (modules/PhotoGallery/AlbumPhotos.lazy.client.tsx), fetched once the page hydrates.
      await page.goto(`/${lang}/media/multimedia-gallery/photos`, { waitUntil: 'networkidle' });
      const first = page.locator('figure[data-photo-index="0"] button').first();
      const dialog = await openDialogByKeyboard(first);
      await expect(dialog).toContainText(`1 / ${total}`);
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
      await expect(dialog.locator('img')).toHaveAttribute('alt', albums[0].media.altText);
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText(`2 / ${total}`);
      await expect(dialog.locator('img')).toHaveAttribute('alt', albums[1].media.altText);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toContainText(`${total} / ${total}`);
      // Focus stays inside the viewer.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      await expect(page.locator(`figure[data-photo-index="${total - 1}"] button`).first()).toBeFocused();
    });

    test('the story tag filter narrows the cards and lives in the URL', async ({ page }) => {
      const stories = itemsOf(lang, 'stories/detail');
      const counts = new Map<string, number>();
      stories.forEach((s) => s.tags.forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1)));
      const [tag, count] = [...counts.entries()].sort((a, b) => a[1] - b[1])[0];
      expect(counts.size).toBeGreaterThanOrEqual(3);
      const cards = page.locator('main a[href*="/stories/"]');

      await page.goto(`/${lang}/stories`);
      await expect(cards).toHaveCount(stories.length);
      const group = page.locator('main [role="group"]');
      await group.getByRole('button', { name: tag, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(tag).replace(/%20/g, '(\\+|%20)')}`));
      await expect(group.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(count);
      await page.reload();
      await expect(cards).toHaveCount(count);
      await group.getByRole('button').first().click();
      await expect(cards).toHaveCount(stories.length);
      await expect(page).toHaveURL(new RegExp(`/${lang}/stories$`));
    });

    test('unknown categories and ids answer the localized 404 with HTTP 404', async ({ request }) => {
      for (const p of [`/${lang}/media/news-press/no-such-category/some-item`, `/${lang}/media/news-press/latest-news/no-such-item`, `/${lang}/stories/no-such-story`]) {
        const res = await request.get(p, { failOnStatusCode: false, maxRedirects: 0 });
        expect([p, res.status()]).toEqual([p, 404]);
        const html = await res.text();
        expect(html).toContain(`lang="${HTML_LANG[lang]}"`);
        expect(html).toContain(notFoundTitle(lang));
      }
    });

    test('the server HTML of each list holds its first page', async ({ request }) => {
      const lists: [string, string, string, number][] = [
        ['media/news-press/latest-news', 'news/latest-news', 'media/news-press/latest-news', NEWS_PAGE_SIZE],
        ['media/news-press/press-release', 'news/press-release', 'media/news-press/press-release', NEWS_PAGE_SIZE],
        ['media/news-press/important-notices', 'news/important-notices', 'media/news-press/important-notices', Infinity],
        ['stories', 'stories/detail', 'stories', Infinity],
      ];
      for (const [pagePath, folder, itemPath, pageSize] of lists) {
        const html = await (await request.get(`/${lang}/${pagePath}`)).text();
        const items = itemsOf(lang, folder);
        items.forEach((item, index) => {
          const href = `href="/${lang}/${itemPath}/${item.id}"`;
          expect([pagePath, item.id, html.includes(href)]).toEqual([pagePath, item.id, index < pageSize]);
        });
      }
    });

    test('the server renders ?page=N and ?tag=X with their own items and canonical, and 404s what does not exist', async ({ request }) => {
      const list = `/${lang}/media/news-press/latest-news`;
      const items = itemsOf(lang, 'news/latest-news');
      const last = Math.ceil(items.length / NEWS_PAGE_SIZE);
      expect(last).toBeGreaterThan(1);
      const first = await (await request.get(list)).text();
      // Page 1 links page 2 with a plain link, for crawlers and visitors without script.
      expect(first).toContain('href="?page=2"');
      const res = await request.get(`${list}?page=${last}`, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      items.forEach((item) => expect([item.id, html.includes(`href="/${lang}/media/news-press/latest-news/${item.id}"`)]).toEqual([item.id, true]));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${list}\\?page=${last}"`));
      expect(html).not.toContain(`href="?page=${last + 1}"`);
      for (const bad of [`?page=${last + 1}`, '?page=0', '?page=abc', '?page=2&page=3']) {
        const missing = await request.get(`${list}${bad}`, { failOnStatusCode: false, maxRedirects: 0 });
        expect([bad, missing.status()]).toEqual([bad, 404]);
      }
      const one = await request.get(`${list}?page=1`, { maxRedirects: 0 });
      expect([one.status(), one.headers()['location']]).toEqual([308, list]);

      const stories = itemsOf(lang, 'stories/detail');
      const tag = stories[0].tags[0];
      const tagged = await request.get(`/${lang}/stories?tag=${encodeURIComponent(tag)}`, { maxRedirects: 0 });
      expect(tagged.status()).toBe(200);
      const tagHtml = await tagged.text();
      stories.forEach((story) => {
        const shown = tagHtml.includes(`href="/${lang}/stories/${story.id}"`);
        expect([story.id, shown]).toEqual([story.id, story.tags.includes(tag)]);
      });
      expect(tagHtml).toMatch(/<meta name="robots" content="noindex, follow"/);
      expect(tagHtml).not.toContain('rel="canonical"');
      const unknown = await request.get(`/${lang}/stories?tag=no-such-tag`, { failOnStatusCode: false, maxRedirects: 0 });
      expect(unknown.status()).toBe(404);
    });

    test('the gallery pages hold their photos and captioned videos in the server HTML', async ({ request }) => {
      const photos = await (await request.get(`/${lang}/media/multimedia-gallery/photos`)).text();
      expect(photos.match(/data-photo-index="/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
      const videos = await (await request.get(`/${lang}/media/multimedia-gallery/videos`)).text();
      const players = videos.match(/<video[^>]*controls[^>]*>/g) ?? [];
      expect(players.length).toBeGreaterThanOrEqual(4);
      for (const tag of players) {
        expect(tag).toContain('poster=');
        expect(tag).not.toContain('autoplay');
      }
      expect(videos).toMatch(/<track[^>]*kind="captions"/);
    });
  });
}

test.describe('photo viewer on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const lang of LANGS) {
    test(`opens, swipes and closes (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/media/multimedia-gallery/photos`);
      await page.locator('figure[data-photo-index="0"] button').first().tap();
      const dialog = page.locator('dialog[open]');
      await expect(dialog).toBeVisible();
      const image = await dialog.locator('img').boundingBox();
      expect(image).not.toBeNull();
      expect(image!.x).toBeGreaterThanOrEqual(0);
      expect(image!.x + image!.width).toBeLessThanOrEqual(375.5);
      const counter = dialog.locator('p').first();
      const before = await counter.textContent();
      const touch = (x: number) => [{ identifier: 0, clientX: x, clientY: 300 }];
      await dialog.dispatchEvent('touchstart', { touches: touch(300), changedTouches: touch(300) });
      await dialog.dispatchEvent('touchend', { touches: [], changedTouches: touch(120) });
      await expect(counter).not.toHaveText(before ?? '');
      await expect(counter).toHaveText(/^2 \/ /);
      const buttons = dialog.getByRole('button');
      for (const button of await buttons.all()) {
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375.5 && box.y + box.height <= 740.5).toBe(true);
      }
      await buttons.first().tap();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });
  }
});
