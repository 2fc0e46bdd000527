import { absoluteUrl } from '@/lib/seo/metadata';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

describe('sitemap entries', () => {
  it('lists each page once per language with reciprocal alternates and x-default', () => {
    const entries = sitemapEntries([
      { path: 'about-us/', languages: { en: {}, 'zh-hk': {}, 'zh-cn': {} } },
      { path: '', languages: { en: {}, 'zh-hk': {}, 'zh-cn': {} } },
    ]);
    expect(entries.map((e) => e.url)).toEqual([
      absoluteUrl('/en/about-us/'),
      absoluteUrl('/en'),
      absoluteUrl('/zh-hk/about-us/'),
      absoluteUrl('/zh-hk'),
      absoluteUrl('/zh-cn/about-us/'),
      absoluteUrl('/zh-cn'),
    ]);
    const alternates = entries.map((e) => e.alternates?.languages);
    expect(alternates[0]).toEqual({
      en: absoluteUrl('/en/about-us/'),
      'zh-HK': absoluteUrl('/zh-hk/about-us/'),
      'zh-CN': absoluteUrl('/zh-cn/about-us/'),
      'x-default': absoluteUrl('/en/about-us/'),
    });
    expect(alternates[2]).toEqual(alternates[0]);
    expect(alternates[4]).toEqual(alternates[0]);
  });

  it('names only the languages a page exists in, and its publish time', () => {
    const entries = sitemapEntries([{ path: 'stories/x', languages: { 'zh-hk': { publishTime: '2025-11-28' }, 'zh-cn': {} } }]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      url: absoluteUrl('/zh-hk/stories/x'),
      lastModified: '2025-11-28T00:00:00+08:00',
      alternates: {
        languages: { 'zh-HK': absoluteUrl('/zh-hk/stories/x'), 'zh-CN': absoluteUrl('/zh-cn/stories/x'), 'x-default': absoluteUrl('/zh-hk/stories/x') },
      },
    });
    expect(entries[1]).not.toHaveProperty('lastModified');
  });
});
