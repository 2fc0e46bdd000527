import type { ComponentType, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { reportInvalid } from '@/lib/content/primitives';
import type { Lang } from '@/lib/i18n';
import type { ListView } from '@/lib/routing/list-view';
import type { RouteDef } from '@/lib/routing/routes';
import * as CATALOG from './catalog';
import { MODULE_SCHEMAS, isModuleName, type ModuleContent, type ModuleName } from './schemas';
import HomeBanner from './HomeBanner/HomeBanner';
import NewsList from './NewsList/NewsList';
import PageHero from './PageHero/PageHero';
import StoryList from './StoryList/StoryList';
import styles from './registry.module.css';

/** One entry of a page's `pageContent`, as the backend sent it (not yet validated). */
export interface ModuleEntry {
  module: string;
  content: unknown;
}


type Parsed = { ok: true; name: ModuleName; content: unknown } | { ok: false; name: string; known: boolean };

/** Validate one entry against its module's schema; never throws. Invalid entries are reported. */
export function parseEntry(entry: unknown, index: number): Parsed {
  const name = entry && typeof entry === 'object' && typeof (entry as ModuleEntry).module === 'string' ? (entry as ModuleEntry).module : '';
  if (!isModuleName(name)) return { ok: false, name, known: false };
  const where = `pageContent[${index}] (${name})`;
  try {
    const result = MODULE_SCHEMAS[name].safeParse((entry as ModuleEntry).content);
    if (result.success) return { ok: true, name, content: result.data };
    reportInvalid(where, result.error);
  } catch (error) {
    reportInvalid(where, new z.ZodError([{ code: 'custom', message: error instanceof Error ? error.message : String(error), path: [], input: undefined }]));
  }
  return { ok: false, name, known: true };
}

interface Props {
  entries: readonly ModuleEntry[] | readonly unknown[];
  lang: Lang;
  /** Editors' preview: unknown or invalid modules show a small notice instead of nothing. */
  preview: boolean;
  /**
   * The page's route. Its flags reach the modules: `listView` (important notices) renders news
   * lists as a compact list; `transparentHeader` makes a first pageHero/homeBanner reserve room
   * for the header that overlays it; `toolbar` (set on news list routes) arranges a news page and,
   * when true, gives its lists the filter toolbar, which loads the rest of the list from `api`.
   */
  route?: Pick<RouteDef, 'listView' | 'transparentHeader' | 'toolbar' | 'api'>;
  /** Overrides route.listView. */
  listView?: boolean;
  /** The list view the URL names (?page=N, ?tag=X: lib/routing/list-view.ts), already checked to exist. */
  view?: ListView | null;
  /**
   * The page's breadcrumb, placed here because only the registry knows whether the hero rendered:
   * `inHero` at the top of a first pageHero that the header overlays; when there is none (another
   * module first, or a pageHero whose content failed its schema and so renders nothing), `standalone`
   * after the modules rendered here, so the breadcrumb never vanishes with a broken hero.
   */
  breadcrumb?: { inHero: ReactNode; standalone: ReactNode };
}

type Ok = Extract<Parsed, { ok: true }>;

/**
 * Spec, news pages: "the first entry's content.title gives the news titles; rich-text module
 * entries supply the description". On a news list route whose first module is a titled newsList,
 * the page opens with a hero (h1 = that title, description = the rich-text entries), then its
 * page tabs, then the list itself (without repeating the title), then anything else.
 */
function arrangeNewsPage(parsed: Parsed[]): { hero: ModuleContent<'pageHero'>; order: Parsed[] } | null {
  const first = parsed[0];
  if (!first?.ok || first.name !== 'newsList') return null;
  const list = first.content as ModuleContent<'newsList'>;
  if (!list.title) return null;
  const rest = parsed.slice(1);
  const isText = (p: Parsed): p is Ok => p.ok && p.name === 'richText';
  const isTabs = (p: Parsed): p is Ok => p.ok && p.name === 'pageTabs';
  const description = rest
    .filter(isText)
    .map((p) => (p.content as ModuleContent<'richText'>).html)
    .join('');
  const hero: ModuleContent<'pageHero'> = { title: list.title, description: description || undefined, anchor: undefined, subtitle: undefined, media: undefined };
  const untitled: Ok = { ok: true, name: 'newsList', content: { ...list, title: undefined } };
  return { hero, order: [...rest.filter(isTabs), untitled, ...rest.filter((p) => !isText(p) && !isTabs(p))] };
}

/**
 * Renders a page's modules in order. An unknown module name or content that fails its schema
 * renders nothing for visitors (a visible notice in preview) and never breaks the page.
 */
export function RenderModules({ entries, lang, preview, route, listView = route?.listView ?? false, view = null, breadcrumb }: Props) {
  const t = useTranslations('modules');
  const list = Array.isArray(entries) ? entries : [];
  const parsed = list.map((entry, index) => parseEntry(entry, index));
  const news = route?.toolbar !== undefined ? arrangeNewsPage(parsed) : null;
  const overlayFirst = Boolean(route?.transparentHeader) && !news;
  // The news list that opens the page (after the arranged hero and tabs, or as its first module).
  const order = news ? news.order : parsed;
  const leadList = news ? order.find((p) => p.ok && p.name === 'newsList') : parsed[0];
  // Decided on the validated entry, not its raw module name: a hero that failed its schema renders nothing.
  const heroCarriesCrumbs = overlayFirst && order[0]?.ok === true && order[0].name === 'pageHero';

  const renderOne = (item: Parsed, index: number) => {
    const key = `${index}-${item.name}`;
    if (!item.ok) {
      if (!preview) return null;
      const name = item.name.slice(0, 80) || '?';
      return (
        <div key={key} className={styles.notice} role="note" data-preview-notice="">
          {item.known ? t('preview.invalidModule', { name }) : t('preview.unknownModule', { name })}
        </div>
      );
    }
    if (item.name === 'pageHero' || item.name === 'homeBanner') {
      const content = item.content as ModuleContent<'pageHero'> & ModuleContent<'homeBanner'>;
      const overlay = overlayFirst && index === 0;
      if (item.name === 'pageHero') return <PageHero key={key} content={content} lang={lang} overlay={overlay} breadcrumb={overlay && heroCarriesCrumbs ? breadcrumb?.inHero : undefined} />;
      return <HomeBanner key={key} content={content} lang={lang} overlay={overlay} />;
    }
    if (item.name === 'newsList') {
      const toolbarApi = route?.toolbar ? route.api : undefined;
      const page = view?.kind === 'page' ? view.page : undefined;
      return <NewsList key={key} content={item.content as ModuleContent<'newsList'>} lang={lang} listView={listView} toolbarApi={toolbarApi} lead={item === leadList} page={page} />;
    }
    if (item.name === 'storyList') {
      return <StoryList key={key} content={item.content as ModuleContent<'storyList'>} lang={lang} tag={view?.kind === 'tag' ? view.tag : null} />;
    }
    const Component = CATALOG[item.name].Component as ComponentType<{ content: unknown; lang: Lang }>;
    return <Component key={key} content={item.content} lang={lang} />;
  };

  return (
    <>
      {news && <PageHero key="news-hero" content={news.hero} lang={lang} />}
      {order.map(renderOne)}
      {breadcrumb && !heroCarriesCrumbs ? breadcrumb.standalone : null}
    </>
  );
}

