import { decide } from '@/lib/proxy-rules';

const go = (path: string, saved?: string) => decide(path, saved);
const location = (path: string, saved?: string) => {
  const d = go(path, saved);
  return d.kind === 'redirect' ? d.location : `serve:${d.lang}`;
};

describe('proxy decisions', () => {
  it('sends a bare path to the saved language or en', () => {
    expect(location('/')).toBe('/en');
    expect(location('/', 'zh-cn')).toBe('/zh-cn');
    expect(location('/', 'ZH-HK')).toBe('/zh-hk');
    expect(location('/', 'klingon')).toBe('/en');
  });

  it('adds the saved language to a known path without one', () => {
    expect(location('/about-us/leadership')).toBe('/en/about-us/leadership');
    expect(location('/stories/keeping-vaccines-cold', 'zh-hk')).toBe('/zh-hk/stories/keeping-vaccines-cold');
    expect(location('/about-us/')).toBe('/en/about-us/');
  });

  it('sends unsupported languages and unknown paths to /{lang}/404', () => {
    expect(location('/fr/about-us')).toBe('/en/404');
    expect(location('/fr', 'zh-cn')).toBe('/zh-cn/404');
    expect(location('/en/no/such/page')).toBe('/en/404');
    expect(location('/zh-hk/about-us/unknown')).toBe('/zh-hk/404');
    expect(location('/api')).toBe('/en/404');
  });

  it('normalizes the case of the language', () => {
    expect(location('/EN')).toBe('/en');
    expect(location('/Zh-Hk/about-us/leadership')).toBe('/zh-hk/about-us/leadership');
  });

  it('serves canonical pages and sets nothing else', () => {
    for (const path of ['/en', '/zh-hk/about-us/', '/zh-cn/media/news-press/latest-news', '/en/stories/x', '/en/404', '/en/search/cool%20chain']) {
      expect(location(path)).toBe(`serve:${path.split('/')[1]}`);
    }
  });

  it('applies the route table redirects, permanently', () => {
    expect(go('/en/about-us')).toMatchObject({ kind: 'redirect', location: '/en/about-us/', permanent: true });
    expect(location('/zh-hk/media/news-press')).toBe('/zh-hk/media/news-press/latest-news');
    expect(location('/en/media/multimedia-gallery')).toBe('/en/media/multimedia-gallery/videos');
    expect(location('/en/services/cargo-collection-delivery')).toBe('/en/services/cargo-collection-delivery/collection-procedure');
    expect(location('/en/about-us/awards-certifications')).toBe('/en/about-us/awards-certifications/awards');
  });

  it('canonicalizes trailing and duplicate slashes', () => {
    expect(location('/en/')).toBe('/en');
    expect(location('/en/stories/')).toBe('/en/stories');
    expect(location('/en/disclaimer/')).toBe('/en/disclaimer');
    expect(location('/en//stories')).toBe('/en/stories');
    expect(location('/en/about-us//leadership/')).toBe('/en/about-us/leadership');
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
});
