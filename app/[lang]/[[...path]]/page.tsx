import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import BottomNav from '@/components/BottomNav/BottomNav';
import Breadcrumb from '@/components/Breadcrumb';
import PageTransition from '@/components/PageTransition';
import JsonLd from '@/components/JsonLd';
import { canonicalPath } from '@/lib/canonical';
import { isNotFound, loadGlobalData, loadPage, type GlobalData, type PageData } from '@/lib/content';
import type { FetchContext } from '@/lib/content/source';
import { LANGS, isLang, type Lang } from '@/lib/i18n';
import { pageJsonLd, pageMetadata } from '@/lib/page-seo';
import { currentPreview } from '@/lib/preview';
import { routeForSegments } from '@/lib/page-route';
import { apiPathOf, fillPath, hrefOf, resolveRedirects, staticPagePaths, type RouteMatch } from '@/lib/routes';
import { RenderModules } from '@/modules/registry';
import styles from './page.module.css';

/** Static pages are generated at build time per language and refreshed hourly or by the webhook. */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return staticPagePaths()
    .filter((path) => path !== '404')
    .map((path) => ({ path: path.split('/').filter(Boolean) }));
}

type Params = { lang: string; path?: string[] };

function decodeSegments(path: string[] | undefined): string[] {
  return (path ?? []).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

interface Resolved {
  lang: Lang;
  match: RouteMatch;
  api: string;
  /** Canonical path below /{lang}. */
  path: string;
}

async function resolve(params: Promise<Params>): Promise<Resolved> {
  const { lang, path } = await params;
  if (!isLang(lang)) notFound();
  const match = routeForSegments(decodeSegments(path));
  if (!match) notFound();
  if (match.route.redirect) permanentRedirect(hrefOf(lang, resolveRedirects(match.route.path)));
  const api = apiPathOf(match);
  if (!api) notFound();
  return { lang, match, api, path: fillPath(match.route.path, match.params) };
}

async function load(lang: Lang, api: string, fetch?: FetchContext): Promise<{ global: GlobalData; page: PageData }> {
  try {
    // Global config first (spec): without it the page is a 404 too.
    const global = await loadGlobalData(lang, fetch);
    return { global, page: await loadPage(lang, api, fetch) };
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}

/**
 * Languages in which a page exists. Static rows exist in every language (the content-files test
 * holds the store to that); an item may not, and hreflang must never name a 404.
 */
async function languagesOf(match: RouteMatch, api: string): Promise<Lang[]> {
  if (!match.route.dynamicData) return [...LANGS];
  const found = await Promise.all(LANGS.map((l) => loadPage(l, api).then(() => true, () => false)));
  return LANGS.filter((_, i) => found[i]);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { lang, match, api } = await resolve(params);
  const preview = await currentPreview();
  const { page } = await load(lang, api, preview.active ? preview.fetch : undefined);
  const languages = await languagesOf(match, api);
  return pageMetadata({ lang, route: match.route, path: canonicalPath(match, api), page, languages, preview: preview.active });
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const { lang, match, api } = await resolve(params);
  setRequestLocale(lang);
  // The 404 row is a real route (spec); it answers with the not-found page and HTTP 404.
  if (match.route.name === '404') notFound();
  const preview = await currentPreview();
  const { global, page } = await load(lang, api, preview.active ? preview.fetch : undefined);
  const { breadcrumb, bottomNav, pageContent } = page.data;
  const structuredData = pageJsonLd(
    { lang, route: match.route, path: canonicalPath(match, api), page },
    global.footer?.socialMedia ?? [],
  );
  const transparent = Boolean(match.route.transparentHeader);
  // Under a transparent header the hero comes first and the breadcrumb follows it.
  const lead = transparent ? pageContent.slice(0, 1) : [];
  const body = transparent ? pageContent.slice(1) : pageContent;

  return (
    <main id="main" tabIndex={-1} className={transparent ? styles.mainTransparent : styles.main}>
      <JsonLd data={structuredData} />
      <PageTransition routeOrder={match.order}>
        {lead.length > 0 && <RenderModules entries={lead} lang={lang} preview={preview.active} route={match.route} />}
        {breadcrumb.length > 0 && (
          <div className={`container ${styles.breadcrumb}`}>
            <Breadcrumb items={breadcrumb} />
          </div>
        )}
        <RenderModules entries={body} lang={lang} preview={preview.active} route={match.route} />
        {bottomNav && (bottomNav.previousPage || bottomNav.nextPage) && <BottomNav bottomNav={bottomNav} dictionary={global.dictionary} />}
      </PageTransition>
    </main>
  );
}
