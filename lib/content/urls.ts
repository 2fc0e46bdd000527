import { ROUTES, fillPath, type RouteDef, type RouteParams } from '../routing/routes';

/**
 * Reverse of the route table: which page shows a content path. Used to link collection items,
 * search results and sitemap entries to their pages. Returns a path below /{lang} with a leading
 * slash ('/stories/x'), or null when no page shows it.
 */
export function pagePathForApi(apiPath: string): string | null {
  const wanted = apiPath.split('/').filter(Boolean);
  let best: { route: RouteDef; params: RouteParams; statics: number } | null = null;

  for (const route of ROUTES) {
    if (!route.api || route.redirect || route.noIndex) continue;
    const api = route.api.split('/').filter(Boolean);
    const pattern = route.path.split('/').filter(Boolean);
    const paramNames = pattern.filter((p) => p.startsWith(':')).map((p) => p.slice(1) as keyof RouteParams);
    const statics = pattern.length - paramNames.length;

    if (!route.dynamicData) {
      if (api.join('/') !== wanted.join('/')) continue;
      if (!best || best.route.dynamicData) best = { route, params: {}, statics };
      continue;
    }
    const rest = wanted.slice(api.length);
    if (api.some((seg, i) => wanted[i] !== seg) || rest.length !== paramNames.length) continue;
    const params: RouteParams = {};
    paramNames.forEach((name, i) => (params[name] = rest[i]));
    // A static row always wins; among parameter rows the most specific one does.
    if (!best || (best.route.dynamicData && statics > best.statics)) best = { route, params, statics };
  }
  if (!best) return null;
  return '/' + fillPath(best.route.path, best.params);
}
