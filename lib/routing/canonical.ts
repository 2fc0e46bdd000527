import { pagePathForApi } from '../content/urls';
import { fillPath, type RouteMatch } from './routes';

/**
 * The one address crawlers should index for a page, below /{lang}. Several rows of the route
 * table can show the same content (services/iata-training and services/iata-certified-training,
 * /disclaimer and /general/disclaimer, the three IATA course paths); all of them name the page
 * that lists and search results link to (content/urls.ts), so each content has one URL.
 */
export function canonicalPath(match: RouteMatch, apiPath: string): string {
  if (match.route.noIndex) return fillPath(match.route.path, match.params);
  const primary = pagePathForApi(apiPath);
  return primary === null ? fillPath(match.route.path, match.params) : primary.replace(/^\//, '');
}
