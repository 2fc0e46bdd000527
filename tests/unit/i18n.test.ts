import { HTML_LANG, LANGS, LOCALE_CODES, SITE_NAME, isLang, langOfLocaleCode, localeCodeOf, normalizeLang, pageTitle } from '@/lib/i18n';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NON_PAGE_PATH, opensInNewTab } from '@/lib/routing/link-kinds';
import { localizeHref, telHref } from '@/lib/routing/links';
import { hasRouteFlag } from '@/lib/routing/route-flags';
import { matchRoute, ROUTES, routeFlags } from '@/lib/routing/routes';

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

  it('forms the final address of every internal link: no redirect, no second copy', () => {
    // Files never get a language.
    expect(localizeHref('/assets/docs/tariff-schedule-2026.pdf', 'zh-hk')).toBe('/assets/docs/tariff-schedule-2026.pdf');
    expect(localizeHref('assets/images/a.webp', 'en')).toBe('/assets/images/a.webp');
    expect(localizeHref('/sitemap.xml', 'en')).toBe('/sitemap.xml');
    // Landings keep the trailing slash the route table serves; other pages have none.
    expect(localizeHref('/about-us', 'en')).toBe('/en/about-us/');
    expect(localizeHref('/en/about-us', 'zh-cn')).toBe('/en/about-us/');
    expect(localizeHref('/facilities/box-storage-system/', 'en')).toBe('/en/facilities/box-storage-system');
    // Redirect rows are followed to their page, keeping query and hash.
    expect(localizeHref('/media/multimedia-gallery', 'zh-hk')).toBe('/zh-hk/media/multimedia-gallery/videos');
    expect(localizeHref('/media/news-press?page=2#list', 'en')).toBe('/en/media/news-press/latest-news?page=2#list');
    // Content shown at several addresses is linked at its canonical one.
    expect(localizeHref('/cookie-notice', 'en')).toBe('/en/general/cookie-notice');
    expect(localizeHref('/services/iata-certified-training', 'en')).toBe('/en/services/iata-training');
    expect(localizeHref('/stories/keeping-vaccines-cold/', 'en')).toBe('/en/stories/keeping-vaccines-cold');
    // Not a page: left as written, for the link check to report.
    expect(localizeHref('/no/such/page', 'en')).toBe('/en/no/such/page');
  });

  it("keeps proxy.ts's matcher and the list of file paths in step", () => {
    const proxy = readFileSync(path.join(process.cwd(), 'proxy.ts'), 'utf8');
    const matcher = /matcher: \['([^']+)'\]/.exec(proxy)?.[1];
    expect(matcher).toBeDefined();
    const pattern = new RegExp(`^${matcher!.replace(/\\\\/g, '\\')}$`);
    for (const file of ['/api/en/config', '/_next/static/x.js', '/assets/docs/a.pdf', '/favicon.ico', '/icon.svg', '/robots.txt', '/sitemap.xml']) {
      expect(NON_PAGE_PATH.test(file)).toBe(true);
      expect(pattern.test(file)).toBe(false);
    }
    for (const page of ['/en', '/en/about-us/', '/assets', '/apis', '/zh-hk/sitemap']) {
      expect(NON_PAGE_PATH.test(page)).toBe(false);
      expect(pattern.test(page)).toBe(true);
    }
  });

  it('opens a new tab for _blank or URLs containing http (spec)', () => {
    expect(opensInNewTab('/x', '_blank')).toBe(true);
    expect(opensInNewTab('https://x.org', '_self')).toBe(true);
    expect(opensInNewTab('/x', '_self')).toBe(false);
  });

  it('knows the links that lead to a redirect row (never prefetched)', () => {
    const isRedirectPath = (url: string) => hasRouteFlag(routeFlags().redirect, url);
    expect(isRedirectPath('/en/media/multimedia-gallery')).toBe(true);
    expect(isRedirectPath('/zh-hk/about-us')).toBe(true);
    expect(isRedirectPath('/en/media/news-press?x=1')).toBe(true);
    expect(isRedirectPath('/en/media/multimedia-gallery/videos')).toBe(false);
    expect(isRedirectPath('/en/about-us/')).toBe(false);
    expect(isRedirectPath('/en')).toBe(false);
    expect(isRedirectPath('/xx/about-us')).toBe(false);
    expect(isRedirectPath('/en/%E0%A4%A')).toBe(false);
  });

  it('hands the browser flag lists that name exactly the rows the table flags', () => {
    type Row = (typeof ROUTES)[number];
    const flags = routeFlags();
    const kinds: [keyof typeof flags, (route: Row) => boolean][] = [
      ['transparentHeader', (route) => route.transparentHeader === true],
      ['noScrollReset', (route) => route.noScrollReset === true],
      ['redirect', (route) => route.redirect !== undefined],
    ];
    for (const [kind, flagged] of kinds) {
      // A flag on a row with a parameter would need the matcher in the browser: route-flags.ts looks paths up exactly.
      for (const route of ROUTES.filter(flagged)) expect(route.path).not.toContain(':');
      // Every row's page (its parameter filled in), in every language: the lookup agrees with the matcher.
      for (const route of ROUTES) {
        const below = route.path.replace(/:[a-zA-Z]+/g, 'x1');
        const match = matchRoute(below);
        for (const lang of LANGS) expect({ kind, below, lang, flagged: hasRouteFlag(flags[kind], `/${lang}/${below}`) }).toEqual({ kind, below, lang, flagged: Boolean(match && flagged(match.route)) });
      }
    }
    expect(flags.transparentHeader).toContain('');
  });
});

describe('phone links', () => {
  it('turns one number in international form into tel:+digits', () => {
    expect(telHref('+852 2753 0188')).toBe('tel:+85227530188');
    expect(telHref(' +852-2753.0188 ')).toBe('tel:+85227530188');
    expect(telHref('+1 (212) 555-0100')).toBe('tel:+12125550100');
  });

  it('gives no link to what a phone cannot dial', () => {
    for (const bad of ['+852 2753 0000 / +852 2753 0188', '+85227530000+85227530188', '2753 0188', '+852 12', 'call us', '+852 2753 0188 ext. 5', `+${'1'.repeat(16)}`]) {
      expect(telHref(bad)).toBeUndefined();
    }
  });
});
