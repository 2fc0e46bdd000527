/**
 * @jest-environment node
 */
import { embeddedSource, fileFor, PUBLISHED_ROOT } from '@/lib/content/embedded';
import { ContentNotFoundError } from '@/lib/content/errors';
import { contentSegments } from '@/lib/content/paths';
import { pagePathForApi } from '@/lib/content/urls';
import { pageResponse } from '@/lib/content/contract';

describe('embedded store paths', () => {
  it.each([
    '/../../package',
    '/..%2f..%2fpackage',
    '/aboutUs/../../../etc/passwd',
    '/aboutUs/%2e%2e/x',
    '/x\u0000y',
    '/a\\b',
    '//',
    '/' + 'a/'.repeat(20),
    '/.hidden',
  ])('refuses %j', (api) => {
    expect(contentSegments(api)).toBeNull();
    expect(fileFor(PUBLISHED_ROOT, 'en', api)).toBeNull();
  });

  it('maps api paths to files inside the language folder', () => {
    expect(fileFor(PUBLISHED_ROOT, 'zh-hk', '/aboutUs/landing')).toBe(`${PUBLISHED_ROOT}/zh-hk/aboutUs/landing.json`);
    expect(fileFor(PUBLISHED_ROOT, 'en', '/news/latest-news/abc/')).toBe(`${PUBLISHED_ROOT}/en/news/latest-news/abc.json`);
    expect(fileFor(PUBLISHED_ROOT, 'en', '/media/channel.json')).toBe(`${PUBLISHED_ROOT}/en/media/channel.json.json`);
  });

  it('rejects traversal through the source API with a not-found error', async () => {
    await expect(embeddedSource.page('en', '/../../package')).rejects.toBeInstanceOf(ContentNotFoundError);
    await expect(embeddedSource.page('xx' as never, '/home')).rejects.toBeInstanceOf(ContentNotFoundError);
    await expect(embeddedSource.page('en', '/no/such/page')).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('serves config and pages per locale code', async () => {
    const config = (await embeddedSource.config('tc')) as { data: { header: unknown[] } };
    expect(config.data.header.length).toBeGreaterThan(0);
    const page = pageResponse.parse(await embeddedSource.page('sc', '/aboutUs/landing'));
    expect(page.data.pageContent.length).toBeGreaterThan(1);
  });

  it('fills collections newest first', async () => {
    const page = pageResponse.parse(await embeddedSource.page('en', '/news/important-notices'));
    const list = page.data.pageContent.find((m) => m.module === 'newsList')!.content as { items: { url: string; publishTime: string }[] };
    expect(list.items.length).toBeGreaterThanOrEqual(6);
    const times = list.items.map((i) => i.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.items[0].url).toMatch(/^\/media\/news-press\/important-notices\/[a-z0-9-]+$/);
  });

  it('fills an article\'s related list with the other articles of its folder, never itself', async () => {
    const page = pageResponse.parse(await embeddedSource.page('tc', '/news/latest-news/bss-upgrade-completed/'));
    const related = page.data.pageContent.find((m) => m.module === 'newsList')!.content as { items: { url: string }[] };
    expect(related.items).toHaveLength(3);
    const urls = related.items.map((i) => i.url);
    expect(urls).not.toContain('/media/news-press/latest-news/bss-upgrade-completed');
    expect(urls.every((u) => u.startsWith('/media/news-press/latest-news/'))).toBe(true);
  });

  it('answers search with ranked hits in the right language', async () => {
    const en = pageResponse.parse(await embeddedSource.page('en', '/search/getSearchResult/storage/'));
    const results = en.data.pageContent.find((m) => m.module === 'searchResults')!.content as { total: number; items: { url: string }[] };
    expect(results.total).toBeGreaterThan(0);
    expect(results.items.map((i) => i.url)).toContain('/facilities/box-storage-system');
    const hk = pageResponse.parse(await embeddedSource.page('tc', `/search/getSearchResult/${encodeURIComponent('貨站')}/`));
    const hkResults = hk.data.pageContent.find((m) => m.module === 'searchResults')!.content as { total: number };
    expect(hkResults.total).toBeGreaterThan(0);
  });
});

describe('page paths for content', () => {
  it.each([
    ['/aboutUs/landing', '/about-us/'],
    ['/services/iata', '/services/iata-training'],
    ['/news/latest-news/abc/', '/media/news-press/latest-news/abc'],
    ['/stories/detail/x/', '/stories/x'],
    ['/services/iata/dgr/', '/services/iata-training/dgr'],
    ['/general/terms-of-use/', '/general/terms-of-use'],
    ['/general/disclaimer', '/disclaimer'],
    ['/media/channel.json', '/media/channel'],
    ['/home', '/'],
  ])('%s is shown at %s', (api, path) => {
    expect(pagePathForApi(api)).toBe(path);
  });

  it('has no page for the 404 and search frames', () => {
    expect(pagePathForApi('/404')).toBeNull();
    expect(pagePathForApi('/nothing/here')).toBeNull();
  });
});
