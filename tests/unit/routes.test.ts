import { ROUTES, apiPathOf, fillPath, hrefOf, isValidParam, matchRoute, resolveRedirects, routeByName, staticPagePaths } from '@/lib/routing/routes';

/** The spec's section 2 table, row by row: path below /{lang} -> api or redirect target. */
const SPEC_ROWS: [string, { api?: string; redirect?: string }][] = [
  ['', { api: '/home' }],
  ['about-us', { redirect: 'about-us/' }],
  ['about-us/', { api: '/aboutUs/landing' }],
  ['about-us/facts-figures', { api: '/aboutUs/factsAndFigures' }],
  ['about-us/milestones', { api: '/aboutUs/milestone' }],
  ['about-us/leadership', { api: '/aboutUs/leadership' }],
  ['about-us/awards-certifications', { redirect: 'about-us/awards-certifications/awards' }],
  ['about-us/awards-certifications/awards', { api: '/aboutUs/awards' }],
  ['about-us/awards-certifications/certifications', { api: '/aboutUs/certification' }],
  ['about-us/subsidiary', { api: '/aboutUs/subsidiary' }],
  ['facilities', { redirect: 'facilities/' }],
  ['facilities/', { api: '/facilities/landing' }],
  ['facilities/box-storage-system', { api: '/facilities/bss' }],
  ['facilities/container-storage-system', { api: '/facilities/css' }],
  ['facilities/innovation-technology', { api: '/facilities/int' }],
  ['services', { redirect: 'services/' }],
  ['services/', { api: '/services/landing' }],
  ['services/one-stop-shop-services', { api: '/services/oneStopShop' }],
  ['services/cargo-collection-delivery', { redirect: 'services/cargo-collection-delivery/collection-procedure' }],
  ['services/cargo-collection-delivery/collection-procedure', { api: '/services/cargoHandling/collection-procedure' }],
  ['services/cargo-collection-delivery/delivery-procedure', { api: '/services/cargoHandling/delivery-procedure' }],
  ['services/fees-charges', { api: '/services/feeAndCharges' }],
  ['services/iata-training', { api: '/services/iata' }],
  ['services/iata-certified-training', { api: '/services/iata' }],
  ['services/performance-standards', { api: '/services/performanceStandard' }],
  ['media', { redirect: 'media/' }],
  ['media/', { api: '/media/landing' }],
  ['media/news-press', { redirect: 'media/news-press/latest-news' }],
  ['media/news-press/latest-news', { api: '/news/latest-news' }],
  ['media/news-press/important-notices', { api: '/news/important-notices' }],
  ['media/news-press/press-release', { api: '/news/press-release' }],
  ['media/channel', { api: '/media/channel.json' }],
  ['media/hactlink', { api: '/media/hactlink' }],
  ['media/multimedia-gallery', { redirect: 'media/multimedia-gallery/videos' }],
  ['media/multimedia-gallery/videos', { api: '/media/gallery/videos' }],
  ['media/multimedia-gallery/photos', { api: '/media/gallery/photos' }],
  ['stories', { api: '/stories' }],
  ['sustainability', { api: '/sustainability/landing' }],
  ['contact-us', { api: '/contactUs' }],
  ['disclaimer', { api: '/general/disclaimer' }],
  ['privacy-notice', { api: '/general/privacy-notice' }],
  ['sustainability-policies', { api: '/general/sustainability-policies' }],
  ['404', { api: '/404' }],
];

/** Dynamic rows: example path -> api path with parameters. */
const DYNAMIC_ROWS: [string, string][] = [
  ['services/iata-training/dgr-initial', '/services/iata/dgr-initial/'],
  ['services/iata-certified-training/dgr-initial', '/services/iata/dgr-initial/'],
  ['services/iata/dgr-initial', '/services/iata/dgr-initial/'],
  ['media/news-press/latest-news/record-throughput', '/news/latest-news/record-throughput/'],
  ['media/news-press/press-release/annual-results', '/news/press-release/annual-results/'],
  ['stories/keeping-vaccines-cold', '/stories/detail/keeping-vaccines-cold/'],
  ['search/cool chain', '/search/getSearchResult/cool%20chain/'],
  ['search/冷鏈', `/search/getSearchResult/${encodeURIComponent('冷鏈')}/`],
  ['cookie-notice', '/general/cookie-notice/'],
  ['general/terms-of-use', '/general/terms-of-use/'],
];

describe('route table', () => {
  it.each(SPEC_ROWS)('serves spec row "%s"', (path, expected) => {
    const match = matchRoute(path);
    expect(match?.route.path).toBe(path);
    expect({ api: match?.route.api, redirect: match?.route.redirect }).toEqual({ api: expected.api, redirect: expected.redirect });
  });

  it.each(DYNAMIC_ROWS)('resolves dynamic path "%s"', (path, api) => {
    const match = matchRoute(path);
    expect(match).not.toBeNull();
    expect(apiPathOf(match!)).toBe(api);
  });

  it('has a unique name and path for every row', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('gives every row either an api or a redirect to a page row', () => {
    for (const route of ROUTES) {
      expect(Boolean(route.api) !== Boolean(route.redirect)).toBe(true);
      if (route.redirect) expect(matchRoute(resolveRedirects(route.path))?.route.api).toBeDefined();
    }
  });

  it('carries the flags of the spec', () => {
    expect(routeByName('home').transparentHeader).toBe(true);
    expect(routeByName('facilities.box-storage-system').transparentHeader).toBe(true);
    expect(routeByName('facilities.container-storage-system').transparentHeader).toBe(true);
    expect(ROUTES.filter((r) => r.transparentHeader).map((r) => r.name)).toHaveLength(3);
    expect(routeByName('media.latest-news').toolbar).toBe(true);
    expect(routeByName('media.press-release').toolbar).toBe(true);
    expect(routeByName('media.important-notices')).toMatchObject({ toolbar: false, listView: true });
    expect(ROUTES.filter((r) => r.noScrollReset).map((r) => r.path).sort()).toEqual(['privacy-notice', 'sustainability-policies']);
  });

  it('prefers static rows over parameter rows', () => {
    expect(matchRoute('disclaimer')?.route.name).toBe('disclaimer');
    expect(matchRoute('404')?.route.name).toBe('404');
    expect(matchRoute('media/news-press/latest-news')?.route.name).toBe('media.latest-news');
    expect(matchRoute('services/iata-training')?.route.name).toBe('services.iata-training');
  });

  it('keeps landings and their redirect rows apart by the trailing slash', () => {
    expect(matchRoute('about-us')?.route.redirect).toBe('about-us/');
    expect(matchRoute('about-us/')?.route.api).toBe('/aboutUs/landing');
    expect(matchRoute('about-us/leadership/')).toBeNull();
  });

  it('follows chained redirects', () => {
    expect(resolveRedirects('media/news-press')).toBe('media/news-press/latest-news');
    expect(resolveRedirects('stories')).toBe('stories');
  });

  it('rejects unsafe parameters', () => {
    for (const bad of ['..', '.hidden', 'a/b', 'a\\b', '', 'x'.repeat(200), 'a%2e%2e', 'a\u0000b']) {
      expect(isValidParam('generalId', bad)).toBe(false);
    }
    expect(isValidParam('generalId', 'typhoon-2026')).toBe(true);
    expect(isValidParam('keyword', 'x'.repeat(201))).toBe(false);
    expect(isValidParam('keyword', 'a\u0007b')).toBe(false);
    expect(matchRoute('stories/..')).toBeNull();
    expect(matchRoute('media/news-press/../x')).toBeNull();
  });

  it('does not match unknown paths', () => {
    expect(matchRoute('nope/nothing/here')).toBeNull();
    expect(matchRoute('about-us/unknown')).toBeNull();
  });

  it('lists the static pages for generation', () => {
    const paths = staticPagePaths();
    expect(paths).toContain('');
    expect(paths).toContain('about-us/');
    expect(paths).not.toContain('about-us');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
  });

  it('builds hrefs', () => {
    expect(hrefOf('en', '')).toBe('/en');
    expect(hrefOf('zh-hk', 'about-us/')).toBe('/zh-hk/about-us/');
    expect(fillPath('media/news-press/:category/:generalId', { category: 'press-release', generalId: 'x y' })).toBe('media/news-press/press-release/x%20y');
  });
});
