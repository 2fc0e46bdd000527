import { HTML_LANG, LANGS, LOCALE_CODES, SITE_NAME, isLang, langOfLocaleCode, localeCodeOf, normalizeLang, pageTitle } from '@/lib/i18n';
import { isRedirectPath, localizeHref, opensInNewTab } from '@/lib/links';

describe('languages', () => {
  it('lists en, zh-hk, zh-cn in the spec order', () => {
    expect(LANGS).toEqual(['en', 'zh-hk', 'zh-cn']);
  });

  it('maps languages to backend locale codes and back', () => {
    expect(LOCALE_CODES).toEqual({ en: 'en', 'zh-hk': 'tc', 'zh-cn': 'sc' });
    for (const lang of LANGS) expect(langOfLocaleCode(localeCodeOf(lang))).toBe(lang);
    expect(langOfLocaleCode('fr')).toBeNull();
  });

  it('recognizes languages case-insensitively and nothing else', () => {
    expect(normalizeLang('ZH-HK')).toBe('zh-hk');
    expect(normalizeLang('En')).toBe('en');
    for (const bad of ['fr', 'zh', 'zh-tw', '', 'en ', undefined, null]) expect(normalizeLang(bad)).toBeNull();
    expect(isLang('EN')).toBe(false);
  });

  it('gives <html lang> values', () => {
    expect(HTML_LANG).toEqual({ en: 'en', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' });
  });

  it('builds the browser title "{page title} - {site name}"', () => {
    expect(pageTitle('About Us', 'en')).toBe(`About Us - ${SITE_NAME.en}`);
    expect(pageTitle('關於我們', 'zh-hk')).toBe('關於我們 - 海港空運貨站');
    expect(pageTitle('关于我们', 'zh-cn')).toBe('关于我们 - 海港空运货站');
    expect(pageTitle('', 'en')).toBe(SITE_NAME.en);
  });
});

describe('links', () => {
  it('adds the language to internal content links', () => {
    expect(localizeHref('/', 'en')).toBe('/en');
    expect(localizeHref('/about-us/', 'zh-hk')).toBe('/zh-hk/about-us/');
    expect(localizeHref('stories/x', 'zh-cn')).toBe('/zh-cn/stories/x');
    expect(localizeHref('/en/stories', 'zh-cn')).toBe('/en/stories');
    expect(localizeHref('#section', 'en')).toBe('#section');
    expect(localizeHref('https://www.iata.org/', 'en')).toBe('https://www.iata.org/');
    expect(localizeHref('mailto:a@b.c', 'en')).toBe('mailto:a@b.c');
  });

  it('opens a new tab for _blank or URLs containing http (spec)', () => {
    expect(opensInNewTab('/x', '_blank')).toBe(true);
    expect(opensInNewTab('https://x.org', '_self')).toBe(true);
    expect(opensInNewTab('/x', '_self')).toBe(false);
  });

  it('knows the links that lead to a redirect row (never prefetched)', () => {
    expect(isRedirectPath('/en/media/multimedia-gallery')).toBe(true);
    expect(isRedirectPath('/zh-hk/about-us')).toBe(true);
    expect(isRedirectPath('/en/media/news-press?x=1')).toBe(true);
    expect(isRedirectPath('/en/media/multimedia-gallery/videos')).toBe(false);
    expect(isRedirectPath('/en/about-us/')).toBe(false);
    expect(isRedirectPath('/en')).toBe(false);
    expect(isRedirectPath('/xx/about-us')).toBe(false);
    expect(isRedirectPath('/en/%E0%A4%A')).toBe(false);
  });
});
