import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { canonicalPath } from '../../lib/routing/canonical';
import { HTML_LANG, LANGS, LOCALE_CODES, SITE_NAME, type Lang } from '../../lib/i18n';
import { CONTEXT_COOKIE, PREVIEW_COOKIE, issuePreviewTokens } from '../../lib/preview/token';
import { ROUTES, apiPathOf, hrefOf, matchRoute } from '../../lib/routing/routes';
import { dynamicExamples } from './site-map';

/**
 * What crawlers and editors get: canonical, hreflang and JSON-LD on every route, the sitemap and
 * robots.txt, preview mode end to end and the revalidation webhook. Secrets are the test values
 * of playwright.config.ts.
 */
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-0123456789';
const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789';
const PUBLISHED = path.join(process.cwd(), 'public', 'assets', 'json');
const DRAFTS = path.join(process.cwd(), 'content-drafts');

const examples = dynamicExamples();

/** The social profiles of a language's global data (the contract keeps only https URLs with a path). */
function socialProfiles(lang: Lang): string[] {
  const config = JSON.parse(readFileSync(path.join(PUBLISHED, lang, 'config.json'), 'utf8')) as { data: { footer: { socialMedia: { url: { url: string } }[] } } };
  return config.data.footer.socialMedia.map((entry) => entry.url.url).filter((url) => /^https:\/\/[^/]+\/./.test(url));
}
const pageRoutes = ROUTES.filter((r) => !r.redirect);
const pathOf = (name: string, routePath: string) => (routePath.includes(':') ? examples[name] : routePath);

// ---------- HTML helpers: attributes in any order, as React writes them ----------

function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([a-zA-Z-:]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2].replace(/&amp;/g, '&')])),
  );
}

function canonicals(html: string): string[] {
  return tags(html, 'link')
    .filter((t) => t.rel === 'canonical')
    .map((t) => t.href);
}

function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries(
    tags(html, 'link')
      .filter((t) => t.rel === 'alternate' && t.hreflang)
      .map((t) => [t.hreflang, t.href]),
  );
}

function robots(html: string): string | undefined {
  return tags(html, 'meta').find((t) => t.name === 'robots')?.content;
}

type LdNode = { '@type': string } & Record<string, unknown>;
function jsonLd(html: string): LdNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? b['@graph'] : [b]));
}

const pathname = (url: string) => new URL(url).pathname;

/** The rendered badge button (its label also sits in the serialized UI messages of every page). */
function hasBadge(html: string, lang: Lang): boolean {
  const label: string = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', lang, 'common.json'), 'utf8')).previewBadge;
  return new RegExp(`<button[^>]*>(<span[^>]*></span>)?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(html);
}

async function get(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(url, { headers, failOnStatusCode: false, maxRedirects: 0 });
}

// ---------- every route: canonical, hreflang, JSON-LD ----------

test.describe('every route in every language', () => {
  for (const route of pageRoutes) {
    test(`${route.name}: one canonical, reciprocal hreflang, JSON-LD`, async ({ request }) => {
      const routePath = pathOf(route.name, route.path);
      const match = matchRoute(routePath)!;
      const canonical = canonicalPath(match, apiPathOf(match)!);
      const seen: Partial<Record<Lang, { self: string; alternates: Record<string, string> }>> = {};

      for (const lang of LANGS) {
        const url = encodeURI(hrefOf(lang, routePath));
        const res = await get(request, url);
        const html = await res.text();
        const ld = jsonLd(html);
        const types = ld.map((n) => n['@type']);
        // The page is in the document where the browser first paints it: React streams a large
        // Suspense boundary apart (a hidden <div id="S:n"> after the shell, revealed by script up
        // to 300 ms after first paint), which would hold back every page's LCP.
        const main = html.indexOf('<main id="main"');
        expect(main, url).toBeGreaterThan(0);
        expect(html.lastIndexOf('<div hidden id="S:', main), url).toBe(-1);

        if (route.noIndex) {
          expect([url, res.status()]).toEqual([url, route.name === '404' ? 404 : 200]);
          expect(robots(html)).toMatch(/noindex/);
          expect(canonicals(html)).toEqual([]);
          if (route.name === '404') continue;
        } else {
          expect([url, res.status()]).toEqual([url, 200]);
          expect(robots(html) ?? '').not.toMatch(/noindex/);
          const found = canonicals(html);
          expect(found).toHaveLength(1);
          expect(pathname(found[0])).toBe(encodeURI(hrefOf(lang, canonical)));
          const alternates = hreflangs(html);
          expect(Object.keys(alternates).sort()).toEqual([...LANGS.map((l) => HTML_LANG[l]), 'x-default'].sort());
          expect(alternates[HTML_LANG[lang]]).toBe(found[0]);
          expect(alternates['x-default']).toBe(alternates.en);
          // Every absolute URL names this one site.
          expect(new Set([found[0], ...Object.values(alternates)].map((u) => new URL(u).origin)).size).toBe(1);
          seen[lang] = { self: found[0], alternates };
        }

        if (route.name === 'home') {
          expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
          const org = ld.find((n) => n['@type'] === 'Organization')!;
          expect(org.logo).toMatch(/^https?:\/\/.+\/assets\/images\/logo\.svg$/);
          // sameAs names the company's own profiles from the content, and nothing when it has none.
          expect(org.sameAs ?? []).toEqual(socialProfiles(lang));
          const site = ld.find((n) => n['@type'] === 'WebSite')!;
          expect(JSON.stringify(site.potentialAction)).toContain(`/${lang}/search/{search_term_string}`);
        } else {
          // Described once, on the home page.
          expect(types).not.toContain('Organization');
          expect(types).not.toContain('WebSite');
        }
        if (route.name !== 'home') {
          const crumbs = ld.find((n) => n['@type'] === 'BreadcrumbList');
          expect(crumbs, `${url} BreadcrumbList`).toBeDefined();
          const items = crumbs!.itemListElement as { position: number; item: string }[];
          expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
          for (const item of items) expect(item.item).toMatch(/^https?:\/\//);
        }
        if (route.name === 'media.news-detail') {
          const article = ld.find((n) => n['@type'] === 'NewsArticle')!;
          expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
          expect(Array.from(String(tags(html, 'meta').find((t) => t.name === 'description')?.content)).length).toBeLessThanOrEqual(160);
        } else {
          expect(types).not.toContain('NewsArticle');
        }
      }

      // Reciprocal: each language version names the others, and they name it back.
      for (const lang of LANGS) {
        const mine = seen[lang];
        if (!mine) continue;
        for (const other of LANGS) expect(seen[other]?.alternates[HTML_LANG[lang]]).toBe(mine.self);
      }
    });
  }
});

// ---------- robots.txt and sitemap.xml ----------

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const res = await get(request, '/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Disallow: \/api\//);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  test('the sitemap lists every indexable page with alternates, and each answers 200', async ({ request }) => {
    test.setTimeout(240_000);
    const res = await get(request, '/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: m[1].match(/<loc>([^<]+)<\/loc>/)![1],
      alternates: [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => a[1]),
    }));
    const paths = entries.map((e) => pathname(e.loc));
    expect(new Set(paths).size).toBe(paths.length);

    for (const lang of LANGS) {
      expect(paths).toContain(`/${lang}`);
      expect(paths).toContain(`/${lang}/about-us/`);
      expect(paths).toContain(`/${lang}/${examples['media.news-detail']}`);
      expect(paths).toContain(`/${lang}/${examples['stories.detail']}`);
      expect(paths).toContain(`/${lang}/${examples['services.iata-training.application']}`);
      expect(paths).toContain(`/${lang}/${examples.general}`);
      // Redirect rows, noindex routes and duplicate rows are not listed.
      for (const absent of ['about-us', 'media/news-press', '404', 'search/cargo', 'services/iata-certified-training', 'general/disclaimer']) {
        expect(paths).not.toContain(`/${lang}/${absent}`);
      }
    }
    for (const entry of entries) expect([entry.loc, entry.alternates.sort()]).toEqual([entry.loc, ['en', 'x-default', 'zh-CN', 'zh-HK']]);

    // Every entry is a page that answers 200 where it is (no redirect).
    const queue = [...paths];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
          const status = (await get(request, p)).status();
          if (status !== 200) failures.push(`${p} ${status}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });
});

// ---------- preview mode ----------

const DRAFT_PAGES = [
  { api: 'aboutUs/landing', page: 'about-us/' },
  { api: 'contactUs', page: 'contact-us' },
];

function heroSubtitles(lang: Lang, api: string): { draft: string; published: string } {
  const subtitle = (root: string) => JSON.parse(readFileSync(path.join(root, lang, `${api}.json`), 'utf8')).data.pageContent[0].content.subtitle as string;
  return { draft: subtitle(DRAFTS), published: subtitle(PUBLISHED) };
}

function cookiesFrom(res: APIResponse): Record<string, string> {
  return Object.fromEntries(
    res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value.split(';')[0].split('='))
      .map(([name, ...rest]) => [name, rest.join('=')]),
  );
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

async function enterPreview(request: APIRequestContext, target: string) {
  const res = await get(request, `/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=${encodeURIComponent(target)}`);
  expect(res.status()).toBe(307);
  expect(res.headers()['location']).toBe(target);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  return cookiesFrom(res);
}

test.describe('preview mode', () => {
  test.describe.configure({ mode: 'serial' });

  test('the enter route refuses a wrong secret and anything but a site-relative path', async ({ request }) => {
    expect((await get(request, '/api/preview?secret=wrong-secret-wrong-secret&path=/en')).status()).toBe(401);
    expect((await get(request, '/api/preview?path=/en')).status()).toBe(401);
    const hostile = ['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '%2F%2Fevil.example', '/%5Cevil.example', 'en/about-us', ''];
    for (const target of hostile) {
      const res = await get(request, `/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=${encodeURIComponent(target)}`);
      expect([target, res.status(), res.headers()['location']]).toEqual([target, 400, undefined]);
    }
  });

  test('an editor sees drafts and the badge; clicking it returns to published content after 500 ms', async ({ page }) => {
    const { draft, published } = heroSubtitles('en', 'aboutUs/landing');
    const ready = { waitUntil: 'domcontentloaded' } as const;
    await page.goto('/en/about-us/', ready);
    await expect(page.getByText(published).first()).toBeVisible();

    const response = await page.goto(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=/en/about-us/`, ready);
    expect(new URL(page.url()).pathname).toBe('/en/about-us/');
    expect(response?.headers()['cache-control']).toMatch(/private/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByText(draft).first()).toBeVisible();
    await expect(page.getByText(published)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const badge = page.getByRole('button', { name: /preview mode/i });
    await expect(badge).toBeVisible();

    // Other languages and pages of the same session are previews too.
    await page.goto('/zh-hk/contact-us', ready);
    await expect(page.getByText(heroSubtitles('zh-hk', 'contactUs').draft).first()).toBeVisible();
    await page.goto('/en/about-us/', ready);
    await expect(page.getByText(draft).first()).toBeVisible();

    // The badge is a client island: click it once the page has hydrated, as a person would.
    await page.waitForLoadState('networkidle');
    const clickedAt = Date.now();
    const reloaded = page.waitForEvent('domcontentloaded');
    await page.getByRole('button', { name: /preview mode/i }).click();
    await reloaded;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    await expect(page.getByText(published).first()).toBeVisible();
    await expect(page.getByText(draft)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /preview mode/i })).toHaveCount(0);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain(PREVIEW_COOKIE);
  });

  test('on a phone with the cookie bar up, the badge covers none of the bar and both can be pressed', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=/zh-hk/about-us/`);
    const bar = page.locator('[data-cookie-bar]');
    const badge = page.getByRole('button', { name: /預覽模式|preview mode/i });
    await expect(bar).toBeVisible();
    await expect(badge).toBeVisible();
    const [b, c] = [(await badge.boundingBox())!, (await bar.boundingBox())!];
    // Once it sat on the bar's "Continue" button.
    expect(b.y + b.height <= c.y || b.y >= c.y + c.height).toBe(true);
    for (const target of [badge, bar.getByRole('button').first()]) {
      const box = (await target.boundingBox())!;
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(hit).toBe(await target.textContent());
    }
    await context.close();
  });

  test('drafts exist in all three languages through HTTP, with a noindex, uncached response', async ({ request }) => {
    for (const lang of LANGS) {
      for (const { api, page: pagePath } of DRAFT_PAGES) {
        const target = hrefOf(lang, pagePath);
        const jar = await enterPreview(request, target);
        expect(Object.keys(jar)).toEqual(expect.arrayContaining([PREVIEW_COOKIE, CONTEXT_COOKIE, '__prerender_bypass']));
        const res = await get(request, target, { cookie: cookieHeader(jar) });
        const html = await res.text();
        const { draft, published } = heroSubtitles(lang, api);
        expect([target, html.includes(draft), html.includes(published), hasBadge(html, lang)]).toEqual([target, true, false, true]);
        expect(res.headers()['cache-control']).toMatch(/private/);
        expect(res.headers()['cache-control']).toMatch(/no-store/);
        expect(robots(html)).toMatch(/noindex/);
        expect(canonicals(html)).toEqual([]);
      }
    }
  });

  test('forged, expired or half preview cookies show published content and no badge', async ({ request }) => {
    const target = '/en/about-us/';
    const { draft, published } = heroSubtitles('en', 'aboutUs/landing');
    const real = await enterPreview(request, target);
    const expired = issuePreviewTokens(PREVIEW_SECRET, Date.now() - 7200_000, 3600);
    const otherKey = issuePreviewTokens('not-the-server-secret-at-all', Date.now(), 3600);
    const cases: Record<string, Record<string, string>> = {
      forged: { ...real, [PREVIEW_COOKIE]: 'forged', [CONTEXT_COOKIE]: 'forged' },
      'signed with another key': { ...real, [PREVIEW_COOKIE]: otherKey[PREVIEW_COOKIE], [CONTEXT_COOKIE]: otherKey[CONTEXT_COOKIE] },
      expired: { ...real, [PREVIEW_COOKIE]: expired[PREVIEW_COOKIE], [CONTEXT_COOKIE]: expired[CONTEXT_COOKIE] },
      'only the preview cookie': { __prerender_bypass: real.__prerender_bypass, [PREVIEW_COOKIE]: real[PREVIEW_COOKIE] },
      'no draft mode': { [PREVIEW_COOKIE]: real[PREVIEW_COOKIE], [CONTEXT_COOKIE]: real[CONTEXT_COOKIE] },
    };
    for (const [name, jar] of Object.entries(cases)) {
      const html = await (await get(request, target, { cookie: cookieHeader(jar) })).text();
      expect([name, html.includes(draft), html.includes(published), hasBadge(html, 'en')]).toEqual([name, false, true, false]);
    }
  });

  test('the exit route clears the preview cookies and draft mode', async ({ request }) => {
    const res = await request.post('/api/preview/exit', { failOnStatusCode: false });
    expect(res.status()).toBe(204);
    const cleared = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    for (const name of [PREVIEW_COOKIE, CONTEXT_COOKIE, '__prerender_bypass']) {
      expect(cleared.some((c) => c.startsWith(`${name}=`) && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(c))).toBe(true);
    }
  });
});

// ---------- on-demand revalidation ----------

async function webhook(request: APIRequestContext, body: unknown, secret: string | null = REVALIDATE_SECRET) {
  return request.post('/api/revalidate', {
    data: body,
    headers: secret === null ? {} : { 'x-revalidate-secret': secret },
    failOnStatusCode: false,
  });
}

// These tests edit the embedded store's files: they run in their own project, after every other
// test (playwright.config.ts), so no other test reads a file while it is being edited.
test.describe('revalidation webhook', { tag: '@mutates-content' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('refuses a wrong or missing secret and bad bodies, and answers fast for unknown paths', async ({ request }) => {
    expect((await webhook(request, { locale: 'en', path: '/home' }, 'wrong-secret-wrong-secret')).status()).toBe(401);
    expect((await webhook(request, { locale: 'en', path: '/home' }, null)).status()).toBe(401);
    expect((await webhook(request, { locale: 'fr', path: '/home' })).status()).toBe(400);
    expect((await webhook(request, { locale: 'en', path: '/../secrets' })).status()).toBe(400);
    expect((await webhook(request, 'not json')).status()).toBe(400);
    const started = Date.now();
    const unknown = await webhook(request, { locale: 'en', path: '/no/such/content' });
    expect(unknown.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await unknown.json()).tags).toEqual(['page:en:/no/such/content']);
  });

  test('anonymous pages are served from the static cache', async ({ request }) => {
    await get(request, '/en/about-us/leadership');
    const res = await get(request, '/en/about-us/leadership');
    expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(res.headers()['cache-control']).not.toMatch(/private|no-store/);
    expect(res.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  });

  test('server.mjs answers a repeated page from its one-second cache, and the webhook empties it', async ({ request }) => {
    const page = '/en/about-us/leadership';
    const first = await get(request, page);
    const again = await get(request, page);
    expect(again.headers()['x-response-cache']).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    // Client navigations ask for the RSC payload: always Next's answer.
    const navigation = await request.get(page, { headers: { rsc: '1' } });
    expect(navigation.headers()['x-response-cache']).toBeUndefined();
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    expect((await webhook(request, { locale: 'en', path: '/aboutUs/leadership' })).status()).toBe(200);
    expect((await get(request, page)).headers()['x-response-cache']).toBeUndefined();
  });

  test('an edited page is visible after the webhook, without a rebuild', async ({ request }) => {
    const file = path.join(PUBLISHED, 'zh-hk', 'aboutUs', 'subsidiary.json');
    const original = readFileSync(file, 'utf8');
    const json = JSON.parse(original);
    // A word no page has, so a search for it finds this page only once the edit is indexed.
    const word = `qz${Date.now().toString(36)}`;
    const marker = `附屬公司更新 ${word}`;
    json.data.pageContent[0].content.subtitle = marker;
    const searchTotal = async () => {
      const res = await request.get(`/api/tc/search/getSearchResult/${word}/`);
      const results = (await res.json()).data.pageContent.find((m: { module: string }) => m.module === 'searchResults');
      return results.content.total as number;
    };
    try {
      await get(request, '/zh-hk/about-us/subsidiary');
      // Builds the search index from the files as they are now.
      expect(await searchTotal()).toBe(0);
      writeFileSync(file, JSON.stringify(json, null, 2));
      // Still the cached copy: the page is static, not read on every request.
      expect(await (await get(request, '/zh-hk/about-us/subsidiary')).text()).not.toContain(marker);
      const res = await webhook(request, { locale: 'tc', path: '/aboutUs/subsidiary' });
      expect(res.status()).toBe(200);
      expect((await res.json()).tags).toEqual(['page:tc:/aboutUs/subsidiary']);
      await expect.poll(async () => (await (await get(request, '/zh-hk/about-us/subsidiary')).text()).includes(marker), { timeout: 15_000 }).toBe(true);
      // Another language was not touched.
      expect(await (await get(request, '/en/about-us/subsidiary')).text()).not.toContain(marker);
      // The webhook also drops the search index, so search finds the edit at once, not a minute later.
      expect(await searchTotal()).toBeGreaterThan(0);
    } finally {
      writeFileSync(file, original);
      await webhook(request, { locale: 'tc', path: '/aboutUs/subsidiary' });
    }
    await expect.poll(async () => (await (await get(request, '/zh-hk/about-us/subsidiary')).text()).includes(marker), { timeout: 15_000 }).toBe(false);
  });

  test('a 404 regenerated after the webhook keeps its localized title', async ({ request }) => {
    const titleOf = async (url: string) => {
      const res = await get(request, url);
      expect(res.status()).toBe(404);
      return (await res.text()).match(/<title>([^<]*)<\/title>/)?.[1];
    };
    for (const lang of LANGS) {
      const url = `/${lang}/404`;
      const before = await titleOf(url);
      expect(before).toMatch(new RegExp(`^.+ - ${SITE_NAME[lang]}$`));
      expect((await webhook(request, { locale: LOCALE_CODES[lang], path: '/404' })).status()).toBe(200);
      // The first request after the webhook renders the 404 again; the one after it is served that copy.
      await titleOf(url);
      await expect.poll(() => titleOf(url), { timeout: 15_000 }).toBe(before);
    }
  });

  test('an edited news item refreshes its page and the lists showing it', async ({ request }) => {
    const [category, id] = examples['media.news-detail'].split('/').slice(-2);
    const file = path.join(PUBLISHED, 'en', 'news', category, `${id}.json`);
    const original = readFileSync(file, 'utf8');
    const json = JSON.parse(original);
    const marker = `Updated notice ${Date.now()}`;
    json.data.pageContent[0].content.title = marker;
    const detail = `/en/${examples['media.news-detail']}`;
    const list = `/en/media/news-press/${category}`;
    try {
      await Promise.all([get(request, detail), get(request, list)]);
      writeFileSync(file, JSON.stringify(json, null, 2));
      const res = await webhook(request, { locale: 'en', path: `/news/${category}/${id}/` });
      // Its page, the media landing, its list, and the other articles whose related items list it.
      const tags: string[] = (await res.json()).tags;
      expect(tags.slice(0, 3)).toEqual([`page:en:/news/${category}/${id}`, 'page:en:/media/landing', `page:en:/news/${category}`]);
      expect(tags.slice(3).every((tag) => tag.startsWith(`page:en:/news/${category}/`) && tag !== tags[0])).toBe(true);
      await expect.poll(async () => (await (await get(request, detail)).text()).includes(marker), { timeout: 15_000 }).toBe(true);
      await expect.poll(async () => (await (await get(request, list)).text()).includes(marker), { timeout: 15_000 }).toBe(true);
    } finally {
      writeFileSync(file, original);
      await webhook(request, { locale: 'en', path: `/news/${category}/${id}` });
    }
  });
});
