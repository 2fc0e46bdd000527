import { HTML_LANG, LANGS, LOCALE_CODES, SITE_NAME, isLang, langOfLocaleCode, localeCodeOf, normalizeLang, pageTitle, type Lang } from '@/lib/i18n';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NON_PAGE_PATH, opensInNewTab } from '@/lib/routing/link-kinds';
import { localizeHref, telHref } from '@/lib/routing/links';
import { hasRouteFlag } from '@/lib/routing/route-flags';
import { matchRoute, ROUTES, routeFlags } from '@/lib/routing/routes';
import { expectOutputs } from './expect-outputs';

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
  /** The address each href is linked at on a page in `lang`. */
  const expectLinks = (lang: Lang, hrefs: Record<string, string>) => expectOutputs((href) => localizeHref(href, lang), hrefs);

  it('adds the language to internal content links', () => {
    expectLinks('en', { '/': '/en', '#section': '#section', 'https://www.iata.org/': 'https://www.iata.org/', 'mailto:a@b.c': 'mailto:a@b.c' });
    expectLinks('zh-hk', { '/about-us/': '/zh-hk/about-us/' });
    expectLinks('zh-cn', { 'stories/x': '/zh-cn/stories/x', '/en/stories': '/en/stories' });
  });

  it('forms the final address of every internal link: no redirect, no second copy', () => {
    // Files never get a language.
    expectLinks('zh-hk', { '/assets/docs/tariff-schedule-2026.pdf': '/assets/docs/tariff-schedule-2026.pdf' });
    expectLinks('en', { 'assets/images/a.webp': '/assets/images/a.webp', '/sitemap.xml': '/sitemap.xml' });
    // Landings keep the trailing slash the route table serves; other pages have none.
    expectLinks('en', { '/about-us': '/en/about-us/', '/facilities/box-storage-system/': '/en/facilities/box-storage-system' });
    expectLinks('zh-cn', { '/en/about-us': '/en/about-us/' });
    // Redirect rows are followed to their page, keeping query and hash.
    expectLinks('zh-hk', { '/media/multimedia-gallery': '/zh-hk/media/multimedia-gallery/videos' });
    expectLinks('en', { '/media/news-press?page=2#list': '/en/media/news-press/latest-news?page=2#list' });
    // Content shown at several addresses is linked at its canonical one.
    expectLinks('en', {
      '/cookie-notice': '/en/general/cookie-notice',
      '/services/iata-certified-training': '/en/services/iata-training',
      '/stories/keeping-vaccines-cold/': '/en/stories/keeping-vaccines-cold',
    });
    // Not a page: left as written, for the link check to report.
    expectLinks('en', { '/no/such/page': '/en/no/such/page' });
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
      ['landing', (route) => route.path.endsWith('/') && route.redirect === undefined],
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
    expect(flags.landing).toEqual(['about-us/', 'facilities/', 'services/', 'media/']);
  });
});

describe('phone links', () => {
  it('turns one number in international form into tel:+digits', () => {
    expectOutputs(telHref, { '+852 2753 0188': 'tel:+85227530188', ' +852-2753.0188 ': 'tel:+85227530188', '+1 (212) 555-0100': 'tel:+12125550100' });
  });

  it('gives no link to what a phone cannot dial', () => {
    for (const bad of ['+852 2753 0000 / +852 2753 0188', '+85227530000+85227530188', '2753 0188', '+852 12', 'call us', '+852 2753 0188 ext. 5', `+${'1'.repeat(16)}`]) {
      expect(telHref(bad)).toBeUndefined();
    }
  });
});
