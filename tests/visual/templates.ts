/**
 * The templates the sweep photographs, derived from the route table (lib/routing/routes.ts) and each page's
 * module list in the content store: one page per distinct layout. Home, every landing page, search
 * and the 404 page always; then, greedily, the page that brings the most layout features not yet
 * covered — a module, a module's layout option (a card grid's variant and column count, a figure
 * grid's item count, a table of contents, a block a rich-text body carries: a table, a list, a quote, a
 * picture) or a route's own arrangement (news toolbar, list view,
 * transparent header, a detail page) — until every feature is on some page. A new route or module
 * is swept without touching the tests. VISUAL_ALL=1 takes every page instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSegments } from '../../lib/content/paths';
import { apiPathOf, hrefOf, matchRoute, ROUTES, type RouteDef } from '../../lib/routing/routes';
import { dynamicExamples } from '../e2e/site-map';

export interface Template {
  /** The route's name (lib/routing/routes.ts). */
  name: string;
  /** The page's path below /{lang}. */
  path: string;
  /** What this page's layout is made of; the features it was chosen for come first. */
  features: string[];
  /** Also looked at as a first-time visitor sees it on a phone (see firstVisitLayers). */
  firstVisit: boolean;
}

/**
 * What lies over a page on a first visit: the cookie bar on every page, the important-notice popup
 * where the page has the notices module, over a transparent or a solid header. Pages alike in these
 * are alike to the first-visit detector, whose question is only whether the layers leave a phone's
 * screen usable and the consent buttons reachable; the sweep looks at the first page of each kind
 * (VISUAL_ALL=1: every page) instead of all 27, which took a tenth of its time.
 */
export function firstVisitLayers(features: readonly string[]): string {
  return [features.includes('module:importantNotices') ? 'notice popup' : 'no popup', features.includes('transparent-header') ? 'transparent header' : 'solid header'].join(', ');
}

interface ModuleEntry {
  module?: unknown;
  content?: Record<string, unknown>;
}

/** The embedded store's file of a content path (lib/content/embedded.ts; that module is the server's). */
const PUBLISHED_EN = path.join(process.cwd(), 'public', 'assets', 'json', 'en');

function modulesOf(pagePath: string): ModuleEntry[] {
  const match = matchRoute(pagePath);
  const api = match && apiPathOf(match);
  const segments = api && contentSegments(api);
  if (!segments) return [];
  const file = `${path.join(PUBLISHED_EN, ...segments)}.json`;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { data?: { pageContent?: unknown } };
    const entries = json.data?.pageContent;
    return Array.isArray(entries) ? (entries as ModuleEntry[]) : [];
  } catch {
    // Search results are computed, not stored: the page is its route's features alone.
    return [];
  }
}

/**
 * The blocks in a rich-text body that set out their own layout (app/globals.css `.rich-text`, the
 * table in its scrolling region): a body with a table was only on the cookie notice, whose cells
 * broke lines badly, and no feature picked that page for the default sweep.
 */
const RICH_TEXT_BLOCKS: ReadonlyArray<readonly [feature: string, tag: RegExp]> = [
  ['table', /<table[\s>]/i],
  ['list', /<[ou]l[\s>]/i],
  ['quote', /<blockquote[\s>]/i],
  ['picture', /<(img|figure)[\s>]/i],
];

/** The rich-text block features (RICH_TEXT_BLOCKS) of one body of HTML. */
export function richTextBlocks(html: unknown): string[] {
  if (typeof html !== 'string') return [];
  return RICH_TEXT_BLOCKS.filter(([, tag]) => tag.test(html)).map(([feature]) => `richText:${feature}`);
}

/** The layout features of one page. */
export function featuresOf(route: RouteDef, pagePath: string): string[] {
  const features = new Set<string>();
  if (route.name === 'home' || route.name === '404' || route.name === 'search') features.add(`page:${route.name}`);
  if (route.path.endsWith('/')) features.add(`landing:${route.name}`);
  if (route.dynamicData) features.add('detail');
  if (route.transparentHeader) features.add('transparent-header');
  if (route.toolbar !== undefined) features.add(`news-toolbar:${route.toolbar}`);
  if (route.listView) features.add('list-view');
  for (const entry of modulesOf(pagePath)) {
    if (typeof entry.module !== 'string') continue;
    features.add(`module:${entry.module}`);
    const c = entry.content ?? {};
    if (entry.module === 'cardGrid') features.add(`cardGrid:${c.variant ?? 'default'}:${c.columns ?? 3}`);
    if (entry.module === 'statistics' && Array.isArray(c.items)) features.add(`statistics:${c.items.length}-items`);
    if (entry.module === 'richText' && c.toc) features.add('richText:toc');
    if (entry.module === 'richText') for (const block of richTextBlocks(c.html)) features.add(block);
    if (entry.module === 'imageText' && c.media) features.add('imageText:media');
  }
  return [...features];
}

export function allPages(): Template[] {
  const examples = dynamicExamples();
  return ROUTES.filter((r) => !r.redirect).map((route) => {
    const pagePath = route.path.includes(':') ? examples[route.name] : route.path;
    if (pagePath === undefined) throw new Error(`No example page for route ${route.name} (tests/e2e/site-map.ts)`);
    return { name: route.name, path: pagePath, features: featuresOf(route, pagePath), firstVisit: true };
  });
}

/** One page per distinct layout (see the file's comment). */
export function templates(): Template[] {
  const pages = allPages();
  if (process.env.VISUAL_ALL === '1') return pages;
  const required = pages.filter((p) => p.features.some((f) => f.startsWith('page:') || f.startsWith('landing:')));
  const chosen = [...required];
  const covered = new Set(required.flatMap((p) => p.features));
  for (;;) {
    let best: Template | null = null;
    let bestNew = 0;
    for (const p of pages) {
      if (chosen.includes(p)) continue;
      const fresh = p.features.filter((f) => !covered.has(f)).length;
      if (fresh > bestNew) [best, bestNew] = [p, fresh];
    }
    if (!best) break;
    chosen.push(best);
    for (const f of best.features) covered.add(f);
  }
  // Route-table order: the index reads like the site map.
  const seen = new Set<string>();
  return pages
    .filter((p) => chosen.includes(p))
    .map((p) => {
      const kind = firstVisitLayers(p.features);
      const firstVisit = !seen.has(kind);
      seen.add(kind);
      return { ...p, firstVisit };
    });
}

export const urlOf = (lang: string, pagePath: string) => encodeURI(hrefOf(lang, pagePath));
