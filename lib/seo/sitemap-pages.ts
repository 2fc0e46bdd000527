import 'server-only';
import { canonicalPath } from '../routing/canonical';
import { loadGlobalData, loadPage } from '../content';
import { LANGS, normalizeLang, type Lang } from '../i18n';
import { isExternal } from '../routing/link-kinds';
import { apiPathOf, matchRoute, staticPagePaths, type RouteMatch } from '../routing/routes';
import type { SitemapPage } from './sitemap-entries';

/**
 * Every indexable page of the site, found the way a crawler would: every static row of the route
 * table, plus every news item, story, course and general page that the site's content or chrome
 * links to (list items, footer, menus). Each is loaded before it is listed, so the sitemap never
 * names a 404, and it is listed once, under its canonical path.
 */
interface Candidate {
  path: string;
  api: string;
}

/** Every `url` and `alias` string anywhere in a content tree: list items, buttons, menus, footer links. */
function linksIn(value: unknown, found: Set<string>, depth = 0): void {
  if (depth > 12 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found, depth + 1);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'url' || key === 'alias') && typeof child === 'string') found.add(child);
    else linksIn(child, found, depth + 1);
  }
}

/** A content link ('/stories/x', '/en/stories/x') as the route it names, when it names an indexable item. */
function itemRoute(link: string): RouteMatch | null {
  if (isExternal(link) || !link.startsWith('/')) return null;
  let segments: string[];
  try {
    segments = link.split(/[?#]/)[0].split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (normalizeLang(segments[0])) segments = segments.slice(1);
  const match = matchRoute(segments.join('/'));
  return match && match.route.dynamicData && !match.route.redirect && !match.route.noIndex ? match : null;
}

function candidateOf(match: RouteMatch): Candidate | null {
  const api = apiPathOf(match);
  return api ? { path: canonicalPath(match, api), api } : null;
}

async function candidates(): Promise<Candidate[]> {
  const all = new Map<string, Candidate>();
  const add = (c: Candidate | null) => c && !all.has(c.path) && all.set(c.path, c);
  const statics = staticPagePaths()
    .map((p) => matchRoute(p))
    .filter((m): m is RouteMatch => m !== null && !m.route.noIndex);
  statics.forEach((m) => add(candidateOf(m)));

  const links = new Set<string>();
  for (const lang of LANGS) {
    const global = await loadGlobalData(lang).catch(() => null);
    linksIn(global, links);
    for (const m of statics) {
      const page = await loadPage(lang, m.route.api as string).catch(() => null);
      linksIn(page?.data.pageContent, links);
    }
  }
  for (const link of links) {
    const match = itemRoute(link);
    if (match) add(candidateOf(match));
  }
  return [...all.values()];
}

export async function sitemapPages(): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const { path, api } of await candidates()) {
    const languages: SitemapPage['languages'] = {};
    for (const lang of LANGS as readonly Lang[]) {
      const page = await loadPage(lang, api).catch(() => null);
      if (page) languages[lang] = { publishTime: page.metaData.publishTime };
    }
    if (Object.keys(languages).length > 0) pages.push({ path, languages });
  }
  return pages;
}
