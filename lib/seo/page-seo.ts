import type { Metadata } from 'next';
import type { FooterData, PageData } from '../content/contract';
import { cutDescription } from './description';
import { htmlToText } from '../content/html-text';
import type { Lang } from '../i18n';
import { absoluteImage, absoluteUrl, buildPageMetadata } from './metadata';
import type { RouteDef } from '../routing/routes';
import { breadcrumbLd, graphOf, newsArticleLd, organizationLd, websiteLd, type JsonLdGraph } from './structured-data';
import { schema as newsDetail } from '@/modules/NewsDetail/schema';

/**
 * What crawlers get for one page: metadata and JSON-LD from the page's metaData, breadcrumb and
 * (on news details) its article module. Pure: the page passes everything in.
 */
export interface PageSeoInput {
  lang: Lang;
  route: RouteDef;
  /** Canonical path below /{lang} (lib/routing/canonical.ts). */
  path: string;
  page: PageData;
  /** Languages in which this content exists. */
  languages: readonly Lang[];
  /** A valid preview: never indexed. */
  preview: boolean;
}

const NEWS_DETAIL = 'media.news-detail';
const ARTICLE_ROUTES = new Set([NEWS_DETAIL, 'stories.detail']);

function pageUrl(lang: Lang, path: string): string {
  return absoluteUrl(path ? `/${lang}/${path}` : `/${lang}`);
}

/** The article module of a news detail page, validated; null when the page has none. */
function newsContent(page: PageData) {
  const entry = page.data.pageContent.find((e) => e.module === 'newsDetail');
  const parsed = entry ? newsDetail.safeParse(entry.content) : null;
  return parsed?.success ? parsed.data : null;
}

/** Spec section 9: a news meta description is cut to 160 characters. */
function newsDescription(lang: Lang, page: PageData): string | undefined {
  const { metaData } = page;
  const article = newsContent(page);
  const raw = metaData.description ?? metaData.ogTags?.description ?? article?.summary ?? (article ? htmlToText(article.html) : undefined);
  return raw ? cutDescription(raw, lang) : undefined;
}

export function pageMetadata({ lang, route, path, page, languages, preview }: PageSeoInput): Metadata {
  return buildPageMetadata({
    lang,
    path,
    meta: page.metaData,
    noIndex: preview || route.noIndex,
    languages,
    kind: ARTICLE_ROUTES.has(route.name) ? 'article' : 'website',
    description: route.name === NEWS_DETAIL ? newsDescription(lang, page) : undefined,
  });
}

export function pageJsonLd({ lang, route, path, page }: Pick<PageSeoInput, 'lang' | 'route' | 'path' | 'page'>, socialMedia: FooterData['socialMedia']): JsonLdGraph {
  const url = pageUrl(lang, path);
  // The company and the site are described once, on the home page, as search engines ask; every
  // other page carries only what is its own (each node costs its bytes twice: markup and RSC payload).
  const site = route.name === 'home' ? [organizationLd(lang, socialMedia), websiteLd(lang)] : [];
  const nodes = [...site, breadcrumbLd(lang, page.data.breadcrumb, url)];
  if (route.name === NEWS_DETAIL) {
    const article = newsContent(page);
    const { metaData } = page;
    const headline = metaData.pageTitle || article?.title;
    const image = absoluteImage(metaData.ogTags?.image) ?? absoluteImage(article?.media?.desktop?.mediaUrl);
    if (headline) {
      nodes.push(
        newsArticleLd({
          lang,
          url,
          headline,
          description: newsDescription(lang, page),
          publishTime: metaData.publishTime ?? article?.publishTime,
          image,
        }),
      );
    }
  }
  return graphOf(nodes);
}
