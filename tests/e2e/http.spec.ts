import { expect, test, type APIRequestContext } from '@playwright/test';

/** HTTP-level checks (no browser): redirects, 404s, the content API and hostile input. */

/** Absolute URL, so that a path like '//evil.com' stays a path instead of a protocol-relative URL. */
function url(path: string): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${path}`;
}

async function head(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(url(path), { maxRedirects: 0, headers, failOnStatusCode: false });
}

test.describe('language routing', () => {
  test('a bare path goes to the saved language or en', async ({ request }) => {
    let res = await head(request, '/');
    expect(res.status()).toBe(307);
    expect(res.headers()['location']).toBe('/en');
    res = await head(request, '/', { cookie: 'NEXT_LOCALE=zh-cn' });
    expect(res.headers()['location']).toBe('/zh-cn');
  });

  test('a known path without a language gets one', async ({ request }) => {
    const res = await head(request, '/about-us/leadership', { cookie: 'NEXT_LOCALE=zh-hk' });
    expect(res.status()).toBe(307);
    expect(res.headers()['location']).toBe('/zh-hk/about-us/leadership');
  });

  test('viewing a language remembers it', async ({ request }) => {
    const res = await head(request, '/zh-hk/about-us/leadership');
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toMatch(/NEXT_LOCALE=zh-hk; Path=\/; .*SameSite=lax/i);
  });

  test('language case is normalized', async ({ request }) => {
    const res = await head(request, '/ZH-HK/about-us/');
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe('/zh-hk/about-us/');
  });

  test('unsupported languages and unknown paths answer 404 at the address asked for, in the right language', async ({ request }) => {
    for (const [path, lang] of [
      ['/fr/about-us', 'en'],
      ['/en/no/such/page', 'en'],
      ['/zh-cn/about-us/nothing', 'zh-CN'],
      ['/zh-hk/media/news-press/latest-news/no-such-item', 'zh-HK'],
    ]) {
      const res = await request.get(path, { failOnStatusCode: false, maxRedirects: 0 });
      expect([path, res.status(), res.headers()['location']]).toEqual([path, 404, undefined]);
      const html = await res.text();
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain('data-not-found-page');
      expect(html).toMatch(/noindex/);
    }
    const notFound = await request.get('/zh-hk/404', { failOnStatusCode: false });
    expect(notFound.status()).toBe(404);
    const html = await notFound.text();
    expect(html).toContain('lang="zh-HK"');
    expect(html).toMatch(/noindex/);
  });

  test("no page carries a not-found page's markup in its RSC payload", async ({ request }) => {
    // Next writes each segment's not-found into every page's payload; ours are client components
    // without props (app/not-found.tsx, app/[lang]/not-found.tsx), so only references travel. Next's
    // built-in one at the root cost every page 0.4 KB gzip of markup and inline styles.
    for (const path of ['/en', '/zh-hk/about-us/leadership', '/zh-cn/contact-us']) {
      const html = await (await request.get(path)).text();
      expect({ path, builtIn: html.includes('This page could not be found') }).toEqual({ path, builtIn: false });
    }
  });

  test('an unknown id is a 404 in place', async ({ request }) => {
    for (const path of ['/en/stories/no-such-story', '/en/media/news-press/latest-news/no-such-item', '/en/general/nothing', '/en/nothing-here']) {
      const res = await request.get(path, { failOnStatusCode: false, maxRedirects: 0 });
      expect([path, res.status()]).toEqual([path, 404]);
    }
  });

  test('a 404 is server-rendered inside the site, not as a bare error document', async ({ request }) => {
    for (const path of ['/en/stories/no-such-story', '/zh-hk/404']) {
      const res = await request.get(path, { failOnStatusCode: false, maxRedirects: 0 });
      expect([path, res.status()]).toEqual([path, 404]);
      const html = await res.text();
      expect(html).not.toContain('__next_error__');
      // The heading is markup of the first response, not only data for a client render (a Chinese
      // heading's words in a span with <wbr> between them, keepChineseWords).
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[^>]*>(?:<span[^>]*>)?[^<]+(?:<wbr\/>[^<]+)*(?:<\/span>)?<\/h1>/);
      expect(html).toMatch(/<title>[^<]+ - [^<]+<\/title>/);
    }
  });
});

test.describe('never redirects off the site', () => {
  const probes = ['//evil.com', '//evil.com/', '/%2F%2Fevil.com', '/%5Cevil.com', '/%5cevil.com/en', '/%09/evil.com', '/en//evil.com', '/en/%2F%2Fevil.com', '///evil.com/%2e%2e'];
  for (const probe of probes) {
    test(`probe ${probe}`, async ({ request }) => {
      const res = await head(request, probe);
      expect(res.status()).toBeLessThan(500);
      const location = res.headers()['location'];
      if (location) {
        const target = new URL(location, 'http://127.0.0.1/');
        expect(target.host).toBe('127.0.0.1');
        expect(location).not.toMatch(/^\/\/|^\/\\|^https?:/i);
      }
    });
  }

  test('forged Host and X-Forwarded-Host do not change redirect targets', async ({ request }) => {
    const forged: Record<string, string>[] = [{ host: 'evil.com' }, { 'x-forwarded-host': 'evil.com' }, { 'x-forwarded-host': 'evil.com', 'x-forwarded-proto': 'https' }];
    for (const headers of forged) {
      const res = await head(request, '/', headers);
      expect(res.status()).toBe(307);
      expect(res.headers()['location']).not.toContain('evil.com');
    }
  });

  test('x-middleware-subrequest does not bypass the proxy', async ({ request }) => {
    for (const value of ['proxy', 'middleware', 'src/middleware', 'proxy:proxy:proxy:proxy:proxy', 'middleware:middleware:middleware:middleware:middleware']) {
      const res = await head(request, '/fr/about-us', { 'x-middleware-subrequest': value });
      expect([value, res.status(), res.headers()['location']]).toEqual([value, 404, undefined]);
    }
  });
});

test.describe('content API', () => {
  test('serves the config and pages with the contract', async ({ request }) => {
    const config = await request.get('/api/tc/config');
    expect(config.status()).toBe(200);
    const body = await config.json();
    expect(Array.isArray(body.data.header)).toBe(true);
    expect(body.data.cookiesPolicy.versionDate).toEqual(expect.any(Number));

    for (const path of ['/api/en/home', '/api/sc/aboutUs/landing', '/api/tc/news/latest-news', '/api/en/media/channel.json']) {
      const res = await request.get(path);
      expect([path, res.status()]).toEqual([path, 200]);
      const page = await res.json();
      expect(Array.isArray(page.data.pageContent)).toBe(true);
      expect(typeof page.metaData.pageTitle).toBe('string');
    }
  });

  test('answers unknown locales and paths with 404 JSON, and refuses traversal', async ({ request }) => {
    for (const path of ['/api/fr/config', '/api/en/nothing', '/api/en/..%2f..%2fpackage.json', '/api/en/%2e%2e/%2e%2e/package.json', '/api/en/stories/detail/..%2F..%2Fconfig/', '/api/en/home%00.json']) {
      const res = await request.get(path, { failOnStatusCode: false });
      expect([path, res.status()]).toEqual([path, 404]);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });

  test('fills collections and answers search', async ({ request }) => {
    const list = await (await request.get('/api/en/news/important-notices')).json();
    const items = list.data.pageContent[0].content.items;
    expect(items.length).toBeGreaterThanOrEqual(6);
    const search = await (await request.get('/api/en/search/getSearchResult/cargo/')).json();
    const results = search.data.pageContent.find((m: { module: string }) => m.module === 'searchResults');
    expect(results.content.total).toBeGreaterThan(0);
  });

  test('only GET exists', async ({ request }) => {
    const res = await request.post('/api/en/config', { failOnStatusCode: false });
    expect(res.status()).toBe(405);
  });
});

test('security headers are on pages, redirects and the API', async ({ request }) => {
  for (const path of ['/en', '/', '/en/404', '/api/en/config']) {
    const res = await head(request, path);
    const h = res.headers();
    expect([path, h['x-content-type-options']]).toEqual([path, 'nosniff']);
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).not.toContain('unsafe-eval');
  }
});

test('pages, scripts and style sheets come brotli-compressed to a browser that takes it, gzip to one that does not', async ({ request }) => {
  const page = await request.get('/en/about-us/leadership', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  expect(html).toContain('</html>');
  // The same page again comes from the response cache, still encoded for the browser that asked.
  const again = await request.get('/en/about-us/leadership', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(again.headers()['content-encoding']).toBe('br');
  expect(await again.text()).toBe(html);
  const gzipOnly = await request.get('/en/about-us/leadership', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  for (const asset of [/<script src="(\/_next\/static\/[^"]+\.js)"/, /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/]) {
    const path = asset.exec(html)?.[1];
    expect(path).toBeDefined();
    const res = await request.get(path!, { headers: { 'accept-encoding': 'br' } });
    expect([path, res.headers()['content-encoding']]).toEqual([path, 'br']);
  }
});
