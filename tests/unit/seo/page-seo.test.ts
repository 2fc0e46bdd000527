/**
 * @jest-environment node
 */
import type { Metadata } from 'next';
import { canonicalPath } from '@/lib/routing/canonical';
import { loadGlobalData, loadPage } from '@/lib/content';
import { HTML_LANG, LANGS, OG_LOCALE, SITE_NAME, type Lang } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/seo/metadata';
import { pageJsonLd, pageMetadata } from '@/lib/seo/page-seo';
import { ROUTES, apiPathOf, matchRoute } from '@/lib/routing/routes';
import { dynamicExamples } from '../../e2e/site-map';

/** Metadata and JSON-LD of every page type of the route table, in every language, from the shipped content. */
const examples = dynamicExamples();
const pageRoutes = ROUTES.filter((r) => !r.redirect);

async function seoOf(lang: Lang, routePath: string, preview = false) {
  const match = matchRoute(routePath);
  if (!match) throw new Error(`no route for ${routePath}`);
  const api = apiPathOf(match) as string;
  const page = await loadPage(lang, api);
  const global = await loadGlobalData(lang);
  const path = canonicalPath(match, api);
  const input = { lang, route: match.route, path, page, languages: LANGS, preview };
  return { match, page, path, metadata: pageMetadata(input), graph: pageJsonLd(input, global.footer?.socialMedia ?? []) };
}

const types = (graph: { '@graph': { '@type': string }[] }) => graph['@graph'].map((n) => n['@type']);
const og = (m: Metadata) => m.openGraph as Record<string, unknown> & { images: { url: string }[] };

describe.each(LANGS)('every page type in %s', (lang) => {
  it.each(pageRoutes.map((r) => [r.name, r.path.includes(':') ? examples[r.name] : r.path]))('%s', async (name, routePath) => {
    const { match, page, path, metadata, graph } = await seoOf(lang, routePath as string);
    const own = absoluteUrl(path ? `/${lang}/${path}` : `/${lang}`);

    expect(metadata.title).toEqual({ absolute: page.metaData.pageTitle ? `${page.metaData.pageTitle} - ${SITE_NAME[lang]}` : SITE_NAME[lang] });
    expect(og(metadata).locale).toBe(OG_LOCALE[lang]);
    expect(og(metadata).images[0].url).toMatch(/^https?:\/\/[^/]+\/assets\//);
    if (match.route.noIndex) {
      expect(metadata.robots).toEqual({ index: false, follow: true });
      expect(metadata.alternates).toBeUndefined();
    } else {
      expect(metadata.robots).toBeUndefined();
      expect(metadata.alternates?.canonical).toBe(own);
      const languages = metadata.alternates?.languages as Record<string, string>;
      expect(Object.keys(languages)).toEqual([...LANGS.map((l) => HTML_LANG[l]), 'x-default']);
      expect(languages[HTML_LANG[lang]]).toBe(own);
      expect(languages['x-default']).toBe(languages.en);
      // Reciprocal: the other languages' pages name the same set.
      for (const other of LANGS) expect(languages[HTML_LANG[other]]).toBe(absoluteUrl(path ? `/${other}/${path}` : `/${other}`));
    }

    // The company and the site are described on the home page only.
    if (name === 'home') expect(types(graph).slice(0, 2)).toEqual(['Organization', 'WebSite']);
    else expect(types(graph)).not.toEqual(expect.arrayContaining(['Organization']));
    if (page.data.breadcrumb.length > 0) {
      const crumbs = graph['@graph'].find((n) => n['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { position: number; item: string }[] };
      expect(crumbs.itemListElement.map((i) => i.position)).toEqual(crumbs.itemListElement.map((_, i) => i + 1));
      expect(crumbs.itemListElement.at(-1)?.item).toBe(own);
      for (const item of crumbs.itemListElement) expect(item.item).toMatch(new RegExp(`^https?://[^/]+/${lang}(/|$)`));
    }
    const isNews = name === 'media.news-detail';
    expect(types(graph).includes('NewsArticle')).toBe(isNews);
    expect(og(metadata).type).toBe(isNews || name === 'stories.detail' ? 'article' : 'website');
  });
});

describe('page-specific rules', () => {
  it('news details: NewsArticle with an offset date and a description of at most 160 characters', async () => {
    for (const lang of LANGS) {
      const { metadata, graph } = await seoOf(lang, examples['media.news-detail']);
      const article = graph['@graph'].find((n) => n['@type'] === 'NewsArticle') as Record<string, unknown>;
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
      expect(String(article.image)).toMatch(/^https?:\/\//);
      expect(Array.from(String(metadata.description)).length).toBeLessThanOrEqual(160);
      expect(article.description).toBe(metadata.description);
    }
  });

  it('duplicate rows name one canonical page', async () => {
    const { metadata } = await seoOf('en', 'services/iata-certified-training');
    expect(metadata.alternates?.canonical).toBe(absoluteUrl('/en/services/iata-training'));
    const general = await seoOf('zh-cn', 'general/disclaimer');
    expect(general.metadata.alternates?.canonical).toBe(absoluteUrl('/zh-cn/disclaimer'));
    const course = await seoOf('en', examples['services.iata.application']);
    expect(course.metadata.alternates?.canonical).toBe(absoluteUrl(`/en/${examples['services.iata-training.application']}`));
  });

  it('a preview is noindex and has no canonical', async () => {
    const { metadata } = await seoOf('zh-hk', 'about-us/', true);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
  });

  it('hreflang names only the languages the content exists in', async () => {
    const match = matchRoute(examples['stories.detail'])!;
    const api = apiPathOf(match) as string;
    const page = await loadPage('zh-hk', api);
    const metadata = pageMetadata({ lang: 'zh-hk', route: match.route, path: canonicalPath(match, api), page, languages: ['zh-hk', 'zh-cn'], preview: false });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['zh-HK', 'zh-CN', 'x-default']);
    expect((metadata.alternates?.languages as Record<string, string>)['x-default']).toContain('/zh-hk/');
  });
});
