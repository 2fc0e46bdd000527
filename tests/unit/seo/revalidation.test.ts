/**
 * @jest-environment node
 */
import { pagesListing } from '@/lib/content/collection-pages';
import { collectionFolderOf, parseRevalidateBody, tagsFor, type RevalidateRequest } from '@/lib/server/revalidation';

function parsed(body: unknown): RevalidateRequest {
  const result = parseRevalidateBody(body);
  if (!result.ok) throw new Error(result.error);
  return result.request;
}

describe('revalidation webhook body', () => {
  it('takes a locale (backend code or language) and a content path', () => {
    expect(tagsFor(parsed({ locale: 'en', path: '/aboutUs/leadership' }))).toEqual(['page:en:/aboutUs/leadership']);
    expect(tagsFor(parsed({ locale: 'zh-hk', path: '/aboutUs/leadership/' }))).toEqual(['page:tc:/aboutUs/leadership']);
    expect(tagsFor(parsed({ locale: 'SC', path: 'contactUs' }))).toEqual(['page:sc:/contactUs']);
  });

  it('takes the global data of one or every locale', () => {
    expect(tagsFor(parsed({ config: true, locale: 'tc' }))).toEqual(['config:tc']);
    expect(tagsFor(parsed({ config: true }))).toEqual(['config:en', 'config:tc', 'config:sc']);
  });

  it('adds the pages that list an item, once each', () => {
    const request = parsed({ locale: 'en', path: '/news/latest-news/x/' });
    expect(request.kind === 'page' && collectionFolderOf(request.segments)).toBe('news/latest-news');
    expect(tagsFor(request, ['/news/latest-news', '/media/landing', '/news/latest-news'])).toEqual([
      'page:en:/news/latest-news/x',
      'page:en:/news/latest-news',
      'page:en:/media/landing',
    ]);
    expect(collectionFolderOf(['contactUs'])).toBeNull();
  });

  it.each([
    [null],
    [[]],
    ['text'],
    [{}],
    [{ locale: 'fr', path: '/home' }],
    [{ locale: 'en' }],
    [{ locale: 'en', path: '/../../etc/passwd' }],
    [{ locale: 'en', path: '/a/%2e%2e/b' }],
    [{ locale: 'en', path: 42 }],
    [{ config: true, locale: 'xx' }],
  ])('refuses %j with a message', (body) => {
    const result = parseRevalidateBody(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).not.toBe('');
  });
});

describe('pages listing a collection (embedded store)', () => {
  it('finds the list pages and the media landing for news', async () => {
    const news = await pagesListing('en', 'news/latest-news');
    expect(news.slice(0, 2)).toEqual(['/media/landing', '/news/latest-news']);
    // Every article lists the others of its folder as related items.
    expect(news.length).toBeGreaterThan(2);
    expect(news.slice(2).every((p) => p.startsWith('/news/latest-news/'))).toBe(true);
    expect(await pagesListing('zh-cn', 'stories/detail')).toEqual(['/stories']);
    expect(await pagesListing('zh-hk', 'services/iata')).toEqual(['/services/iata']);
    expect(await pagesListing('en', 'general')).toEqual([]);
  });
});
