import { decide } from '@/lib/routing/proxy-rules';
import { expectOutputs } from './expect-outputs';

const go = (path: string, saved?: string) => decide(path, saved);
const location = (path: string, saved?: string) => {
  const d = go(path, saved);
  if (d.kind === 'redirect') return d.location;
  return d.kind === 'not-found' ? `404:${d.lang}` : `serve:${d.lang}`;
};
/** Each path's outcome (as `location` gives it) for a visitor whose saved language is `saved`. */
const expectLocations = (outcomes: Record<string, string>, saved?: string) => expectOutputs((path) => location(path, saved), outcomes);

describe('proxy decisions', () => {
  it('sends a bare path to the saved language or en', () => {
    expect(location('/')).toBe('/en');
    expect(location('/', 'zh-cn')).toBe('/zh-cn');
    expect(location('/', 'ZH-HK')).toBe('/zh-hk');
    expect(location('/', 'klingon')).toBe('/en');
  });

  it('adds the saved language to a known path without one', () => {
    expectLocations({ '/about-us/leadership': '/en/about-us/leadership', '/about-us/': '/en/about-us/' });
    expectLocations({ '/stories/keeping-vaccines-cold': '/zh-hk/stories/keeping-vaccines-cold' }, 'zh-hk');
  });

  it('answers unsupported languages and unknown paths with the 404 page of the saved language or of the path', () => {
    expectLocations({
      '/fr/about-us': '404:en',
      '/en/no/such/page': '404:en',
      '/zh-hk/about-us/unknown': '404:zh-hk',
      '/api': '404:en',
    });
    expectLocations({ '/fr': '404:zh-cn' }, 'zh-cn');
  });

  it('normalizes the case of the language', () => {
    expectLocations({ '/EN': '/en', '/Zh-Hk/about-us/leadership': '/zh-hk/about-us/leadership' });
  });

  it('serves canonical pages and sets nothing else', () => {
    for (const path of ['/en', '/zh-hk/about-us/', '/zh-cn/media/news-press/latest-news', '/en/stories/x', '/en/404', '/en/search/cool%20chain']) {
      expect(location(path)).toBe(`serve:${path.split('/')[1]}`);
    }
  });

  it('applies the route table redirects, permanently', () => {
    expect(go('/en/about-us')).toMatchObject({ kind: 'redirect', location: '/en/about-us/', permanent: true });
    expectLocations({
      '/zh-hk/media/news-press': '/zh-hk/media/news-press/latest-news',
      '/en/media/multimedia-gallery': '/en/media/multimedia-gallery/videos',
      '/en/services/cargo-collection-delivery': '/en/services/cargo-collection-delivery/collection-procedure',
      '/en/about-us/awards-certifications': '/en/about-us/awards-certifications/awards',
    });
  });

  it('canonicalizes trailing and duplicate slashes', () => {
    expectLocations({
      '/en/': '/en',
      '/en/stories/': '/en/stories',
      '/en/disclaimer/': '/en/disclaimer',
      '/en//stories': '/en/stories',
      '/en/about-us//leadership/': '/en/about-us/leadership',
    });
  });

  it('never redirects off the site', () => {
    const hostile = [
      '//evil.com',
      '//evil.com/',
      '///evil.com',
      '/%2F%2Fevil.com',
      '/%2f%2fevil.com/en',
      '/%5Cevil.com',
      '/%5cevil.com',
      '/\\evil.com',
      '/%09/evil.com',
      '/en//evil.com',
      '/en/%2F%2Fevil.com',
      '/en/..%2f..%2fetc%2fpasswd',
      '/en/%00',
      '/en/stories/%E0%A4%A',
      '/https://evil.com',
      '/en/search/%2F%2Fevil.com',
      '/' + 'a'.repeat(5000),
    ];
    for (const path of hostile) {
      const d = go(path);
      if (d.kind === 'redirect') {
        expect([path, d.location]).toEqual([path, expect.stringMatching(/^\/(en|zh-hk|zh-cn)(\/|$)/)]);
        expect(d.location.startsWith('//')).toBe(false);
        expect(d.location).not.toMatch(/^\/(en|zh-hk|zh-cn)\/\//);
      }
    }
  });

  it('turns an encoded slash in a search keyword into a space', () => {
    expect(location('/en/search/a%2Fb')).toBe('/en/search/a%20b');
  });

  describe('search keywords', () => {
    it('serves a clean keyword where it is', () => {
      for (const path of ['/en/search/cargo', '/zh-hk/search/%E8%B2%A8%E7%AB%99', '/zh-cn/search/a%20b', '/en/search/%20']) {
        expect(location(path)).toBe(`serve:${path.split('/')[1]}`);
      }
    });

    it.each([
      ['a 10,000-character keyword', `/en/search/${'a'.repeat(10_000)}`, `/en/search/${'a'.repeat(200)}`],
      ['control characters', '/en/search/a%00b%0d%0ac', '/en/search/a%20b%20c'],
      ['a raw control character', '/en/search/a\u0001b', '/en/search/a%20b'],
      ['only control characters', '/en/search/%00', '/en/search/%20'],
      ['encoded ../', '/en/search/..%2F..%2Fetc%2Fpasswd', '/en/search/..%20..%20etc%20passwd'],
      ['raw ../ (sent with --path-as-is)', '/en/search/../../etc/passwd', '/en/search/..%20..%20etc%20passwd'],
      ['a backslash', '/en/search/a%5Cb', '/en/search/a%20b'],
      ['a broken escape', '/en/search/%E0%A4%A', '/en/search/%25E0%25A4%25A'],
      ['markup', '/en/search/<script>alert(1)</script>', '/en/search/%3Cscript%3Ealert(1)%3C%20script%3E'],
      ['an upper-case language', '/ZH-CN/search/x', '/zh-cn/search/x'],
      ['a trailing slash', '/en/search/cargo/', '/en/search/cargo'],
    ])('sends %s to the cleaned keyword, never to the 404', (_, path, target) => {
      expect(go(path)).toEqual({ kind: 'redirect', location: target, permanent: true, reason: 'search keyword' });
      // The target is served as it is: no redirect loop.
      expect(location(target)).toBe(`serve:${target.split('/')[1]}`);
    });

    it('keeps refusing what is not a search path', () => {
      expectLocations({
        [`/en/${'a'.repeat(10_000)}`]: '404:en',
        '/en/stories/a%00b': '404:en',
        '/fr/search/cargo': '404:en',
        '/en/searching/x%00': '404:en',
      });
    });
  });

  describe('the results page search form (GET /{lang}/search?q=…)', () => {
    const form = (path: string, q?: string) => decide(path, undefined, new URLSearchParams(q === undefined ? '' : { q }));

    it.each([
      ['a keyword', '/en/search', 'cargo', '/en/search/cargo'],
      ['a Chinese keyword', '/zh-hk/search', '貨站', '/zh-hk/search/%E8%B2%A8%E7%AB%99'],
      ['a trailing slash', '/zh-cn/search/', 'a b', '/zh-cn/search/a%20b'],
      ['a slash in the keyword', '/en/search', 'a/b', '/en/search/a%20b'],
      ['a blank keyword', '/en/search', '   ', '/en/search/%20'],
      ['no q at all', '/en/search', undefined, '/en/search/%20'],
    ])('sends %s on to the results path, without the query', (_, path, q, target) => {
      expect(form(path, q)).toEqual({ kind: 'redirect', location: target, permanent: false, reason: 'search form', query: '' });
      expect(location(target)).toBe(`serve:${target.split('/')[1]}`);
    });

    it('cuts a long keyword to the limit', () => {
      expect(form('/en/search', 'a'.repeat(5000))).toMatchObject({ location: `/en/search/${'a'.repeat(200)}` });
    });

    it('leaves other languages and paths alone', () => {
      expect(form('/fr/search', 'x')).toMatchObject({ kind: 'not-found' });
      expect(form('/EN/search', 'x')).not.toMatchObject({ reason: 'search form' });
    });
  });
});
