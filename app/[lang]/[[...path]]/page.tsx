import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import BottomNav from '@/components/BottomNav/BottomNav';
import Breadcrumb from '@/components/Breadcrumb';
import PageTransition from '@/components/PageTransition.client';
import JsonLd from '@/components/JsonLd';
import { canonicalPath } from '@/lib/routing/canonical';
import { listViewQuery, splitListView, type ListView } from '@/lib/routing/list-view';
import { isNotFound, loadGlobalData, loadPage, type GlobalData, type PageData } from '@/lib/content';
import type { FetchContext } from '@/lib/content/source';
import { LANGS, isLang, pageTitle, type Lang } from '@/lib/i18n';
import { pageJsonLd, pageMetadata } from '@/lib/seo/page-seo';
import { currentPreview } from '@/lib/preview';
import { routeForSegments } from '@/lib/routing/page-route';
import { apiPathOf, hrefOf, resolveRedirects, staticPagePaths, type RouteMatch } from '@/lib/routing/routes';
import { hasListView } from '@/modules/list-views';
import { RenderModules } from '@/modules/registry';
import NotFoundPage from '../not-found-page';
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
  /** The list view a URL's query names (lib/routing/list-view.ts; proxy.ts carries it in the path). */
  view: ListView | null;
}

/**
 * What a URL is: a page, a permanent redirect, or nothing (a 404). Plain data rather than thrown
 * navigation errors, because generateMetadata must not throw notFound(): metadata renders outside
 * the not-found boundary of the layout, so Next would answer with its bare error document
 * (`<html id="__next_error__">`) instead of the localized 404.
 */
type Resolution = { kind: 'page'; page: Resolved } | { kind: 'redirect'; location: string } | { kind: 'not-found'; lang: Lang };

async function resolve(params: Promise<Params>): Promise<Resolution> {
  const { lang, path } = await params;
  // Unreachable in practice: proxy.ts redirects other languages and the layout answers notFound().
  if (!isLang(lang)) notFound();
  const { segments, view, malformed } = splitListView(decodeSegments(path));
  const match = malformed ? null : routeForSegments(segments);
  if (!match || (view && match.route.listParam !== view.kind)) return { kind: 'not-found', lang };
  if (match.route.redirect) return { kind: 'redirect', location: hrefOf(lang, resolveRedirects(match.route.path)) };
  const api = apiPathOf(match);
  if (!api) return { kind: 'not-found', lang };
  // The 404 row is a real route (spec); it answers with the not-found page and HTTP 404.
  if (match.route.name === '404') return { kind: 'not-found', lang };
  return { kind: 'page', page: { lang, match, api, view } };
}

/**
 * Global config first (spec): without it the page is a 404 too. `null`: the content does not
 * exist, or has no such list view (a page past the end, a tag no story carries).
 */
async function load(lang: Lang, api: string, view: ListView | null, fetch?: FetchContext): Promise<{ global: GlobalData; page: PageData } | null> {
  try {
    const global = await loadGlobalData(lang, fetch);
    const page = await loadPage(lang, api, fetch);
    return view && !hasListView(page.data.pageContent, view) ? null : { global, page };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Languages in which a page exists. Static rows exist in every language (the content-files test
 * holds the store to that); an item may not, nor a list view (a tag is a word of one language, and
 * lists can be of different lengths), and hreflang must never name a 404.
 */
async function languagesOf(match: RouteMatch, api: string, view: ListView | null): Promise<Lang[]> {
  if (!match.route.dynamicData && !view) return [...LANGS];
  const found = await Promise.all(LANGS.map((l) => loadPage(l, api).then((page) => !view || hasListView(page.data.pageContent, view), () => false)));
  return LANGS.filter((_, i) => found[i]);
}

/**
 * The canonical address of a list view: a page of a list is a page of its own (the search engines
 * ask each page to name itself, not page 1). A tag view is not indexed (no canonical): it repeats
 * stories that the full list and the sitemap lead to (docs/product.md, "For crawlers").
 */
function viewPath(path: string, view: ListView | null): string {
  return view?.kind === 'page' ? `${path}${listViewQuery(view)}` : path;
}

/** The title of a 404 (Next adds its noindex to every 404). */
async function notFoundMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'notFound' });
  return { title: { absolute: pageTitle(t('title'), lang) } };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolution = await resolve(params);
  if (resolution.kind === 'redirect') return {};
  if (resolution.kind === 'not-found') return notFoundMetadata(resolution.lang);
  const { lang, match, api, view } = resolution.page;
  const preview = await currentPreview();
  const loaded = await load(lang, api, view, preview.active ? preview.fetch : undefined);
  if (!loaded) return notFoundMetadata(lang);
  const languages = await languagesOf(match, api, view);
  const route = view?.kind === 'tag' ? { ...match.route, noIndex: true } : match.route;
  return pageMetadata({ lang, route, path: viewPath(canonicalPath(match, api), view), page: loaded.page, languages, preview: preview.active });
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const resolution = await resolve(params);
  if (resolution.kind === 'redirect') permanentRedirect(resolution.location);
  if (resolution.kind === 'not-found') {
    setRequestLocale(resolution.lang);
    return <NotFoundPage lang={resolution.lang} />;
  }
  const { lang, match, api, view } = resolution.page;
  setRequestLocale(lang);
  const preview = await currentPreview();
  const loaded = await load(lang, api, view, preview.active ? preview.fetch : undefined);
  if (!loaded) return <NotFoundPage lang={lang} />;
  const { global, page } = loaded;
  const { breadcrumb, bottomNav, pageContent } = page.data;
  const structuredData = pageJsonLd(
    { lang, route: match.route, path: canonicalPath(match, api), page },
    global.footer?.socialMedia ?? [],
  );
  const transparent = Boolean(match.route.transparentHeader);
  // Under a transparent header the hero comes first; a page hero carries the breadcrumb at its top,
  // right under the header, where every other page has it (light on the hero's navy). Whether it
  // does is the registry's call (RenderModules' `breadcrumb`): only it knows the hero rendered.
  const lead = transparent ? pageContent.slice(0, 1) : [];
  const body = transparent ? pageContent.slice(1) : pageContent;
  const crumbs = breadcrumb.length > 0 ? (
    <div className={`container ${styles.breadcrumb}`}>
      <Breadcrumb items={breadcrumb} />
    </div>
  ) : null;
  const leadCrumbs = crumbs ? { inHero: <Breadcrumb items={breadcrumb} tone="light" />, standalone: crumbs } : undefined;

  return (
    <main id="main" tabIndex={-1} className={transparent ? styles.mainTransparent : styles.main}>
      <JsonLd data={structuredData} />
      <PageTransition routeOrder={match.order}>
        {/* Also with no entries: the breadcrumb (standalone) still shows. */}
        {transparent && <RenderModules entries={lead} lang={lang} preview={preview.active} route={match.route} view={view} breadcrumb={leadCrumbs} />}
        {!transparent && crumbs}
        <RenderModules entries={body} lang={lang} preview={preview.active} route={match.route} view={view} />
        {bottomNav && (bottomNav.previousPage || bottomNav.nextPage) && <BottomNav bottomNav={bottomNav} dictionary={global.dictionary} />}
      </PageTransition>
    </main>
  );
}
