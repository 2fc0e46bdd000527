/**
 * @jest-environment node
 *
 * The file page cache against Next's real file-system cache in a temporary .next: what it writes
 * after the build is bounded, the build's pages are never deleted, not-found answers never reach
 * the disk.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dist = mkdtempSync(path.join(tmpdir(), 'hactl-next-'));
const serverDistDir = path.join(dist, 'server');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

process.env.PAGE_CACHE_ENTRIES = '2';
process.env.PAGE_CACHE_MB = '64';

const page = (html: string, status = 200) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc ${html}`), status, headers: {}, postponed: undefined, segmentData: undefined });
const ctx = { cacheControl: { revalidate: 3600, expire: 86400 }, isRoutePPREnabled: false, isFallback: false };

it('deletes the least recently used page past PAGE_CACHE_ENTRIES, keeps the build’s, and keeps not-found answers off the disk', async () => {
  mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
  writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/en/about-us': {} } }));
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
  const { default: PageCache } = await import('@/lib/cache/page-cache-handler.mjs');
  const Handler = PageCache as unknown as new (ctx: object) => { set(key: string, data: unknown, ctx: object): Promise<void> };
  const cache = new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} });
  const html = (key: string) => path.join(serverDistDir, 'app', `${key}.html`);

  await cache.set('/en/about-us', page('<p>built</p>'), ctx);
  await cache.set('/en/media/news-press/latest-news/a', page('<p>a</p>'), ctx);
  await cache.set('/en/media/news-press/latest-news/b', page('<p>b</p>'), ctx);
  expect(existsSync(html('en/media/news-press/latest-news/a'))).toBe(true);
  await cache.set('/en/media/news-press/latest-news/c', page('<p>c</p>'), ctx);
  expect(existsSync(html('en/media/news-press/latest-news/a'))).toBe(false);
  expect(existsSync(html('en/media/news-press/latest-news/b'))).toBe(true);
  expect(existsSync(html('en/media/news-press/latest-news/c'))).toBe(true);
  expect(existsSync(html('en/about-us'))).toBe(true);

  await cache.set('/en/media/news-press/latest-news/unknown', page('<p>404</p>', 404), ctx);
  await cache.set('/en/search/anything', page('<p>results</p>'), ctx);
  expect(existsSync(html('en/media/news-press/latest-news/unknown'))).toBe(false);
  expect(existsSync(html('en/search/anything'))).toBe(false);
});
