/**
 * THE route table of the product (spec section 2), as data. Every other part of the site
 * (proxy redirects, page rendering, menus, sitemap, tests) reads it; nothing else lists routes.
 *
 * A path is relative to /{lang}. Segments starting with ':' are parameters. Landing pages end
 * with '/', exactly as the spec names them ('about-us/'), and the bare section name redirects there.
 * Table order is the sibling order used for the direction of page transitions.
 */

import type { RouteFlags } from './route-flags';

export type RouteParam = 'category' | 'generalId' | 'keyword';

export interface RouteDef {
  /** Stable name for code and tests. */
  readonly name: string;
  /** Path below /{lang}: '' is home, 'about-us/' a landing, ':generalId' a parameter. */
  readonly path: string;
  /** Content path for the page-data call (GET /api/{localeCode}{api}...). Absent on redirects. */
  readonly api?: string;
  /** Target path (below /{lang}) of a redirect row. */
  readonly redirect?: string;
  /** Header is transparent while the page is scrolled to the top. */
  readonly transparentHeader?: boolean;
  /** News lists: filter toolbar shown (true) or hidden (false). */
  readonly toolbar?: boolean;
  /** News lists: list view mode instead of cards. */
  readonly listView?: boolean;
  /** Navigating to this route keeps the scroll position (spec: "no global scroll reset"). */
  readonly noScrollReset?: boolean;
  /** Parameters are appended to the api path (spec: "unless the route disables dynamic data"). */
  readonly dynamicData?: boolean;
  /** Never indexed or listed in the sitemap (404, search results). */
  readonly noIndex?: boolean;
  /** The query parameter whose views the server renders: ?page=N of a paged list, ?tag=X of stories (lib/routing/list-view.ts). */
  readonly listParam?: ListParam;
}

export type ListParam = 'page' | 'tag';

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '', api: '/home', transparentHeader: true },

  { name: 'about-us', path: 'about-us', redirect: 'about-us/' },
  { name: 'about-us.landing', path: 'about-us/', api: '/aboutUs/landing' },
  { name: 'about-us.facts-figures', path: 'about-us/facts-figures', api: '/aboutUs/factsAndFigures' },
  { name: 'about-us.milestones', path: 'about-us/milestones', api: '/aboutUs/milestone' },
  { name: 'about-us.leadership', path: 'about-us/leadership', api: '/aboutUs/leadership' },
  { name: 'about-us.awards-certifications', path: 'about-us/awards-certifications', redirect: 'about-us/awards-certifications/awards' },
  { name: 'about-us.awards', path: 'about-us/awards-certifications/awards', api: '/aboutUs/awards' },
  { name: 'about-us.certifications', path: 'about-us/awards-certifications/certifications', api: '/aboutUs/certification' },
  { name: 'about-us.subsidiary', path: 'about-us/subsidiary', api: '/aboutUs/subsidiary' },

  { name: 'facilities', path: 'facilities', redirect: 'facilities/' },
  { name: 'facilities.landing', path: 'facilities/', api: '/facilities/landing' },
  { name: 'facilities.box-storage-system', path: 'facilities/box-storage-system', api: '/facilities/bss', transparentHeader: true },
  { name: 'facilities.container-storage-system', path: 'facilities/container-storage-system', api: '/facilities/css', transparentHeader: true },
  { name: 'facilities.innovation-technology', path: 'facilities/innovation-technology', api: '/facilities/int' },

  { name: 'services', path: 'services', redirect: 'services/' },
  { name: 'services.landing', path: 'services/', api: '/services/landing' },
  { name: 'services.one-stop-shop', path: 'services/one-stop-shop-services', api: '/services/oneStopShop' },
  { name: 'services.cargo-collection-delivery', path: 'services/cargo-collection-delivery', redirect: 'services/cargo-collection-delivery/collection-procedure' },
  { name: 'services.collection-procedure', path: 'services/cargo-collection-delivery/collection-procedure', api: '/services/cargoHandling/collection-procedure' },
  { name: 'services.delivery-procedure', path: 'services/cargo-collection-delivery/delivery-procedure', api: '/services/cargoHandling/delivery-procedure' },
  { name: 'services.fees-charges', path: 'services/fees-charges', api: '/services/feeAndCharges' },
  { name: 'services.iata-training', path: 'services/iata-training', api: '/services/iata' },
  { name: 'services.iata-certified-training', path: 'services/iata-certified-training', api: '/services/iata' },
  { name: 'services.performance-standards', path: 'services/performance-standards', api: '/services/performanceStandard' },
  { name: 'services.iata-training.application', path: 'services/iata-training/:generalId', api: '/services/iata/', dynamicData: true },
  { name: 'services.iata-certified-training.application', path: 'services/iata-certified-training/:generalId', api: '/services/iata/', dynamicData: true },
  { name: 'services.iata.application', path: 'services/iata/:generalId', api: '/services/iata/', dynamicData: true },

  { name: 'media', path: 'media', redirect: 'media/' },
  { name: 'media.landing', path: 'media/', api: '/media/landing' },
  { name: 'media.news-press', path: 'media/news-press', redirect: 'media/news-press/latest-news' },
  { name: 'media.latest-news', path: 'media/news-press/latest-news', api: '/news/latest-news', toolbar: true, listParam: 'page' },
  { name: 'media.important-notices', path: 'media/news-press/important-notices', api: '/news/important-notices', toolbar: false, listView: true },
  { name: 'media.press-release', path: 'media/news-press/press-release', api: '/news/press-release', toolbar: true, listParam: 'page' },
  { name: 'media.news-detail', path: 'media/news-press/:category/:generalId', api: '/news/', dynamicData: true },
  { name: 'media.channel', path: 'media/channel', api: '/media/channel.json' },
  { name: 'media.hactlink', path: 'media/hactlink', api: '/media/hactlink' },
  { name: 'media.multimedia-gallery', path: 'media/multimedia-gallery', redirect: 'media/multimedia-gallery/videos' },
  { name: 'media.videos', path: 'media/multimedia-gallery/videos', api: '/media/gallery/videos' },
  { name: 'media.photos', path: 'media/multimedia-gallery/photos', api: '/media/gallery/photos' },

  { name: 'stories', path: 'stories', api: '/stories', listParam: 'tag' },
  { name: 'stories.detail', path: 'stories/:generalId', api: '/stories/detail/', dynamicData: true },

  { name: 'sustainability', path: 'sustainability', api: '/sustainability/landing' },
  { name: 'contact-us', path: 'contact-us', api: '/contactUs' },
  { name: 'search', path: 'search/:keyword', api: '/search/getSearchResult/', dynamicData: true, noIndex: true },

  { name: 'disclaimer', path: 'disclaimer', api: '/general/disclaimer' },
  { name: 'privacy-notice', path: 'privacy-notice', api: '/general/privacy-notice', noScrollReset: true },
  { name: 'sustainability-policies', path: 'sustainability-policies', api: '/general/sustainability-policies', noScrollReset: true },
  { name: 'cookie-notice', path: ':generalId', api: '/general/', dynamicData: true },
  { name: 'general', path: 'general/:generalId', api: '/general/', dynamicData: true },

  { name: '404', path: '404', api: '/404', noIndex: true },
];

export type RouteParams = Partial<Record<RouteParam, string>>;

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: RouteParams;
  /** Index in ROUTES: the sibling order. */
  readonly order: number;
}

/** A parameter that names content (an id or a category): letters, digits, '-', '_', '.', never '..'. */
const ID_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,127}$/u;
/** Search keywords are free text but bounded; the search page trims and limits them further. */
export const KEYWORD_MAX = 200;

export function isValidParam(kind: RouteParam, value: string): boolean {
  if (kind === 'keyword') return value.length > 0 && Array.from(value).length <= KEYWORD_MAX && !/[\u0000-\u001f\u007f]/.test(value);
  return ID_PATTERN.test(value) && !value.includes('..');
}

/** Split a path below /{lang} into segments, keeping the landing marker (a trailing '/'). */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

const isLanding = (path: string) => path.endsWith('/');

/**
 * Find the route for a decoded path below /{lang} (no leading slash, e.g. 'about-us/' or
 * 'media/news-press/latest-news/abc'). Static rows win over parameter rows; the trailing
 * slash is significant only for landings, which the caller canonicalizes.
 */
export function matchRoute(path: string): RouteMatch | null {
  const wanted = segmentsOf(path);
  const wantsLanding = isLanding(path) && wanted.length > 0;
  let best: RouteMatch | null = null;
  let bestStatic = -1;

  ROUTES.forEach((route, order) => {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== wanted.length) return;
    if (isLanding(route.path) !== wantsLanding && !pattern.some((p) => p.startsWith(':'))) {
      // 'about-us' and 'about-us/' are different rows; a param row ignores the slash.
      return;
    }
    const params: RouteParams = {};
    let statics = 0;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i];
      const w = wanted[i];
      if (p.startsWith(':')) {
        const kind = p.slice(1) as RouteParam;
        if (!isValidParam(kind, w)) return;
        params[kind] = w;
      } else if (p === w) {
        statics++;
      } else {
        return;
      }
    }
    if (statics > bestStatic) {
      best = { route, params, order };
      bestStatic = statics;
    }
  });
  return best;
}

/**
 * The flags the chrome's client components act on, as path lists (./route-flags.ts says why): every
 * row that carries one is a static path, so the lists name exactly the pages that match those rows.
 */
export function routeFlags(): RouteFlags {
  const paths = (flagged: (route: RouteDef) => boolean) => ROUTES.filter(flagged).map((route) => route.path);
  return {
    transparentHeader: paths((route) => route.transparentHeader === true),
    noScrollReset: paths((route) => route.noScrollReset === true),
    redirect: paths((route) => route.redirect !== undefined),
    landing: paths((route) => route.path.endsWith('/') && route.redirect === undefined),
  };
}

export function routeByName(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** The content path of a matched route, with its parameters when the route uses dynamic data. */
export function apiPathOf(match: RouteMatch): string | null {
  const { route, params } = match;
  if (!route.api) return null;
  if (!route.dynamicData) return route.api;
  const extra = [params.category, params.generalId ?? params.keyword].filter((v): v is string => !!v);
  if (extra.length === 0) return route.api;
  const base = route.api.endsWith('/') ? route.api : `${route.api}/`;
  return `${base}${extra.map(encodeURIComponent).join('/')}/`;
}

export { hrefOf } from './href';

/** Fill a route pattern with parameters: ('stories/:generalId', {generalId: 'x'}) -> 'stories/x'. */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/:(category|generalId|keyword)/g, (_, k: RouteParam) => encodeURIComponent(params[k] ?? ''));
}

/** Follow redirect rows (they can chain) to the final page path. */
export function resolveRedirects(path: string): string {
  let current = path;
  for (let hops = 0; hops < 5; hops++) {
    const match = matchRoute(current);
    if (!match?.route.redirect) return current;
    current = match.route.redirect;
  }
  return current;
}

/** Every static page path (no parameters, no redirects): for static generation and the sitemap. */
export function staticPagePaths(): string[] {
  return ROUTES.filter((r) => r.api && !r.redirect && !r.path.includes(':')).map((r) => r.path);
}
