import { serializeJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { ORGANIZATION_NAME, breadcrumbLd, graphOf, newsArticleLd, organizationLd, websiteLd } from '@/lib/seo/structured-data';
import { LANGS, SITE_NAME } from '@/lib/i18n';

const social = [
  { url: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/x', target: '_blank' as const }, icon: 'linkedin' },
  { url: { label: 'Old', url: 'http://insecure.example/', target: '_blank' as const }, icon: 'x' },
  { url: { label: 'Internal', url: '/contact-us', target: '_self' as const }, icon: 'y' },
];

describe('Organization', () => {
  it.each(LANGS)('names the operator in %s with logo and the footer social links', (lang) => {
    const org = organizationLd(lang, social as never);
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(ORGANIZATION_NAME[lang]);
    expect(org.alternateName).toBe(SITE_NAME[lang]);
    expect(org.url).toBe(absoluteUrl(`/${lang}`));
    expect(org.logo).toBe(absoluteUrl('/assets/images/logo.svg'));
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/x']);
  });

  it('has no sameAs without social links', () => {
    expect(organizationLd('en', [])).not.toHaveProperty('sameAs');
  });
});

describe('WebSite', () => {
  it.each(LANGS)('offers a search action on /%s/search/{term}', (lang) => {
    const site = websiteLd(lang);
    const action = site.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toBe(`${absoluteUrl(`/${lang}/search/`)}{search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
  });
});

describe('BreadcrumbList', () => {
  const page = absoluteUrl('/zh-hk/media/news-press/latest-news/x');
  it('numbers items from 1 with absolute, localized URLs; the last is the page itself', () => {
    const list = breadcrumbLd(
      'zh-hk',
      [{ label: '首頁', url: '/' }, { label: '傳媒', url: '/media/' }, { label: '最新消息', url: '/media/news-press/latest-news' }, { label: '標題' }],
      page,
    );
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首頁', item: absoluteUrl('/zh-hk') },
      { '@type': 'ListItem', position: 2, name: '傳媒', item: absoluteUrl('/zh-hk/media/') },
      { '@type': 'ListItem', position: 3, name: '最新消息', item: absoluteUrl('/zh-hk/media/news-press/latest-news') },
      { '@type': 'ListItem', position: 4, name: '標題', item: page },
    ]);
  });

  it('leaves out crumbs without an internal link and renumbers', () => {
    const list = breadcrumbLd('en', [{ label: 'Home', url: '/' }, { label: 'Group' }, { label: 'Ext', url: 'https://other.example/' }, { label: 'Here' }], page);
    expect((list?.itemListElement as { position: number; name: string }[]).map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Here'],
    ]);
  });

  it('is absent without a breadcrumb', () => {
    expect(breadcrumbLd('en', [], page)).toBeNull();
  });
});

describe('NewsArticle', () => {
  it('carries datePublished with an offset, absolute image and the publisher', () => {
    const url = absoluteUrl('/en/media/news-press/press-release/x');
    const article = newsArticleLd({ lang: 'en', url, headline: 'H'.repeat(130), description: 'D', publishTime: '2025-11-28', image: absoluteUrl('/assets/images/a.webp') });
    expect(article['@type']).toBe('NewsArticle');
    expect(article.datePublished).toBe('2025-11-28T00:00:00+08:00');
    expect(article.headline).toHaveLength(110);
    expect(article.image).toEqual([absoluteUrl('/assets/images/a.webp')]);
    expect(article.mainEntityOfPage).toBe(url);
    expect(article.publisher).toMatchObject({ '@type': 'Organization', name: ORGANIZATION_NAME.en });
  });

  it('omits a publish time that is not a date', () => {
    expect(newsArticleLd({ lang: 'zh-cn', url: 'https://x/', headline: 'h', publishTime: 'soon' })).not.toHaveProperty('datePublished');
  });
});

describe('serialization', () => {
  it('cannot close its <script> element and parses back to the same data', () => {
    const graph = graphOf([{ '@type': 'Thing', name: '</script><script>alert(1)</script>\u2028' }]);
    const text = serializeJsonLd(graph);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(graph);
  });
});
