import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '../../lib/routing/routes';

/**
 * Hostile input at the HTTP level: every probe gets a clean 3xx or 4xx (never a 500, never a file
 * from outside the content store), and the server keeps serving afterwards.
 */

// The last test checks that the server survived the others.
test.describe.configure({ mode: 'serial' });

function url(path: string): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${path}`;
}

async function probe(request: APIRequestContext, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const res = await request.fetch(url(path), { method: init.method ?? 'GET', headers: init.headers, maxRedirects: 0, failOnStatusCode: false });
  const body = await res.text();
  return { status: res.status(), body, headers: res.headers() };
}

/** Something only a file outside the store would contain. */
const LEAKS = /root:x:0:0|"dependencies"|"compilerOptions"|PRIVATE KEY|"scripts"\s*:/;

function expectClean(path: string, result: { status: number; body: string }) {
  expect([path, result.status >= 300 && result.status < 500]).toEqual([path, true]);
  expect([path, LEAKS.test(result.body)]).toEqual([path, false]);
  expect([path, /at .+\(.+:\d+:\d+\)|Internal Server Error/.test(result.body)]).toEqual([path, false]);
}

const TRAVERSALS = ['..%2f..%2fconfig', '..%2F..%2F..%2Fpackage.json', '%2e%2e%2f%2e%2e%2ftsconfig.json', 'foo%00.json', '%00', '..%5c..%5cpackage.json', '....%2f%2f....%2f%2fpackage.json'];

test('path traversal in every {generalId} and {category} is a 4xx', async ({ request }) => {
  const dynamic = ROUTES.filter((r) => r.path.includes(':') && r.name !== 'search');
  expect(dynamic.length).toBeGreaterThanOrEqual(5);
  for (const route of dynamic) {
    for (const evil of TRAVERSALS) {
      // The probes are already percent-encoded: insert them as they are.
      const path = `/en/${route.path.replace(/:(category|generalId)/g, evil)}`;
      expectClean(path, await probe(request, path));
    }
    // A whole '%2e%2e' segment is '..' to every URL parser: it names the parent page, which may exist.
    const parent = `/en/${route.path.replace(/:(category|generalId)/g, '%2e%2e')}`;
    const result = await probe(request, parent);
    expect([parent, result.status < 500, LEAKS.test(result.body)]).toEqual([parent, true, false]);
  }
});

test('path traversal in the content API never leaves the store', async ({ request }) => {
  for (const base of ['/api/en/', '/api/tc/news/', '/api/sc/stories/detail/', '/api/en/general/', '/api/en/services/iata/']) {
    for (const evil of TRAVERSALS) {
      const path = `${base}${evil}`;
      const result = await probe(request, path);
      expect([path, result.status]).toEqual([path, expect.any(Number)]);
      expect([path, result.status >= 400 && result.status < 500]).toEqual([path, true]);
      expect([path, LEAKS.test(result.body)]).toEqual([path, false]);
    }
  }
});

test('very long and control-character paths are refused cleanly', async ({ request }) => {
  for (const path of [`/en/${'a'.repeat(10_000)}`, '/en/%00', '/en/about-us%0d%0aSet-Cookie:%20x=1', '/en/%E0%A4%A', `/${'%2e'.repeat(3000)}`, '/en/\u0001']) {
    const result = await probe(request, path);
    expectClean(path.slice(0, 60), result);
    expect(result.headers['set-cookie'] ?? '').not.toContain('x=1');
  }
});

test('oddly cased and unsupported languages are redirected or refused', async ({ request }) => {
  for (const path of ['/EN', '/Zh-Hk/about-us/', '/zh-tw', '/zh', '/en-us', '/%65n']) {
    expectClean(path, await probe(request, path));
  }
});

test('malformed and oversized cookies are ignored, never an error', async ({ request }) => {
  const big = 'x'.repeat(7000);
  const cookies = [
    'necessary-cookies=%7Bbroken',
    `necessary-cookies=${encodeURIComponent(JSON.stringify({ consent: true, timestamp: 99999999999 }))}`,
    `performance-cookies=${big}`,
    'ImportantNoticeWatchedTime=not-a-date',
    `ImportantNoticeWatchedTime=${big}`,
    'UMB_PREVIEW=forged; UMB_UCONTEXT=forged',
    `UMB_PREVIEW=${big}`,
    'NEXT_LOCALE=../../etc/passwd',
    'NEXT_LOCALE=%3Cscript%3E',
    `NEXT_LOCALE=${big}`,
  ];
  for (const cookie of cookies) {
    for (const path of ['/', '/en', '/zh-hk/media/news-press/latest-news']) {
      const result = await probe(request, path, { headers: { cookie } });
      expect([cookie.slice(0, 40), path, result.status < 500]).toEqual([cookie.slice(0, 40), path, true]);
      if (path === '/') expect(['/en', '/zh-hk', '/zh-cn']).toContain(result.headers['location']);
    }
  }
});

test('the image optimizer fetches nothing foreign', async ({ request }) => {
  for (const src of ['https://evil.com/x.png', '//evil.com/x.png', '/assets/../../etc/passwd', 'http://127.0.0.1:22/', 'file:///etc/passwd', '/api/en/config']) {
    const path = `/_next/image?url=${encodeURIComponent(src)}&w=64&q=75`;
    const result = await probe(request, path);
    expect([src, result.status >= 400 && result.status < 500]).toEqual([src, true]);
  }
});

test('pages answer only GET and HEAD', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/en', '/zh-hk/about-us/leadership', '/en/search/cargo']) {
      const result = await probe(request, path, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect([method, path, result.status]).toEqual([method, path, 405]);
      expect(result.headers['allow']).toBe('GET, HEAD');
    }
  }
  expect((await probe(request, '/en', { method: 'HEAD' })).status).toBe(200);
});

test('the server still serves after all of the above', async ({ request }) => {
  for (const path of ['/en', '/zh-hk/about-us/', '/api/sc/config']) {
    expect((await probe(request, path)).status).toBe(200);
  }
});
