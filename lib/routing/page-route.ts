import { matchRoute, type RouteMatch } from './routes';

/**
 * Next hands the page its path as segments without the trailing slash, so 'about-us/' (the
 * landing) and 'about-us' (its redirect row) arrive alike. proxy.ts has already canonicalized the
 * URL, so when the segments name a redirect row whose landing exists, the landing is meant.
 */
export function routeForSegments(segments: string[]): RouteMatch | null {
  const joined = segments.join('/');
  const match = matchRoute(joined);
  if (match?.route.redirect && segments.length > 0) {
    const landing = matchRoute(`${joined}/`);
    if (landing && !landing.route.redirect && landing.route.path.endsWith('/')) return landing;
  }
  return match;
}
