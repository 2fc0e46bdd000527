/**
 * The URLs the end-to-end tests visit, derived from the route table and the embedded content
 * (one real example per dynamic route), so a new route is tested without touching the tests.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '../../lib/i18n';
import { ROUTES, hrefOf, resolveRedirects } from '../../lib/routing/routes';

const CONTENT = path.join(process.cwd(), 'public', 'assets', 'json', 'en');

function firstItem(folder: string): string {
  const names = readdirSync(path.join(CONTENT, folder)).filter((n) => n.endsWith('.json')).sort();
  if (names.length === 0) throw new Error(`No items in ${folder}`);
  return names[0].slice(0, -5);
}

function newsCategoryWithItems(): { category: string; id: string } {
  const category = 'important-notices';
  return { category, id: firstItem(`news/${category}`) };
}

/** Example values for every parameter route, keyed by route name. */
export function dynamicExamples(): Record<string, string> {
  const course = firstItem('services/iata');
  const news = newsCategoryWithItems();
  return {
    'services.iata-training.application': `services/iata-training/${course}`,
    'services.iata-certified-training.application': `services/iata-certified-training/${course}`,
    'services.iata.application': `services/iata/${course}`,
    'media.news-detail': `media/news-press/${news.category}/${news.id}`,
    'stories.detail': `stories/${firstItem('stories/detail')}`,
    search: 'search/cargo',
    'cookie-notice': 'cookie-notice',
    general: 'general/terms-of-use',
  };
}

export interface PageCase {
  lang: Lang;
  name: string;
  /** The URL requested. */
  url: string;
  /** Where the visitor ends up. */
  finalPath: string;
  status: number;
}

export function pageCases(): PageCase[] {
  const examples = dynamicExamples();
  const cases: PageCase[] = [];
  for (const lang of LANGS) {
    for (const route of ROUTES) {
      const path = route.path.includes(':') ? examples[route.name] : route.path;
      if (path === undefined) throw new Error(`No example for ${route.name}`);
      const target = route.redirect ? resolveRedirects(route.path) : path;
      cases.push({
        lang,
        name: route.name,
        url: encodeURI(hrefOf(lang, path)),
        finalPath: encodeURI(hrefOf(lang, target)),
        status: route.name === '404' ? 404 : 200,
      });
    }
  }
  return cases;
}
