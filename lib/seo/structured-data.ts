import type { Crumb, FooterData } from '../content/contract';
import { HTML_LANG, SITE_NAME, type Lang } from '../i18n';
import { isExternal } from '../routing/link-kinds';
import { localizeHref } from '../routing/links';
import { absoluteUrl } from './metadata';
import { publishTimeIso } from './publish-time';

/**
 * JSON-LD (schema.org) for crawlers, as plain data: every URL absolute, every date ISO 8601 with
 * an offset. Pages render the result with components/JsonLd.tsx; nothing here touches React.
 */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;
export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

/** The legal name per language, as the footer's copyright line writes it. */
export const ORGANIZATION_NAME = {
  en: 'Harbour Air Cargo Terminal Limited',
  'zh-hk': '海港空運貨站有限公司',
  'zh-cn': '海港空运货站有限公司',
} as const satisfies Record<Lang, string>;

const LOGO_PATH = '/assets/images/logo.svg';

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

const homeUrl = (lang: Lang) => absoluteUrl(`/${lang}`);
const organizationId = (lang: Lang) => `${homeUrl(lang)}#organization`;

/** Organization: name in the page's language, logo, and the footer's social media profiles. */
export function organizationLd(lang: Lang, socialMedia: FooterData['socialMedia'] = []): JsonLdNode {
  const sameAs = socialMedia.map((entry) => entry.url.url).filter((url) => /^https:\/\//i.test(url));
  return {
    '@type': 'Organization',
    '@id': organizationId(lang),
    name: ORGANIZATION_NAME[lang],
    alternateName: SITE_NAME[lang],
    url: homeUrl(lang),
    logo: absoluteUrl(LOGO_PATH),
    ...(sameAs.length > 0 ? { sameAs: [...new Set(sameAs)] } : {}),
  };
}

/** WebSite with a SearchAction: crawlers may offer a search box that lands on /{lang}/search/{term}. */
export function websiteLd(lang: Lang): JsonLdNode {
  // Built by concatenation: URL() would percent-encode the braces of the template variable.
  const searchTemplate = `${absoluteUrl(`/${lang}/search/`)}{search_term_string}`;
  return {
    '@type': 'WebSite',
    '@id': `${homeUrl(lang)}#website`,
    url: homeUrl(lang),
    name: SITE_NAME[lang],
    inLanguage: HTML_LANG[lang],
    publisher: { '@id': organizationId(lang) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchTemplate },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * BreadcrumbList from the page's breadcrumb: positions from 1, absolute URLs. The last crumb is
 * the page itself and may have no link of its own; crumbs before it without an internal link
 * cannot be list items for crawlers and are left out.
 */
export function breadcrumbLd(lang: Lang, crumbs: readonly Crumb[], pageUrl: string): JsonLdNode | null {
  const items = crumbs
    .map((crumb, i) => {
      const isLast = i === crumbs.length - 1;
      if (isLast) return { name: crumb.label, item: pageUrl };
      if (!crumb.url || isExternal(crumb.url) || crumb.url.startsWith('#')) return null;
      return { name: crumb.label, item: absoluteUrl(localizeHref(crumb.url, lang)) };
    })
    .filter((item): item is { name: string; item: string } => item !== null);
  if (items.length === 0) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.item })),
  };
}

export interface NewsArticleInput {
  lang: Lang;
  url: string;
  headline: string;
  description?: string;
  publishTime?: string;
  /** Absolute image URL. */
  image?: string;
}

/** NewsArticle for a news detail page; datePublished comes from the CMS publishTime. */
export function newsArticleLd({ lang, url, headline, description, publishTime, image }: NewsArticleInput): JsonLdNode {
  const published = publishTimeIso(publishTime);
  const organization = { '@type': 'Organization', name: ORGANIZATION_NAME[lang], url: homeUrl(lang) };
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: Array.from(headline).slice(0, HEADLINE_MAX).join(''),
    inLanguage: HTML_LANG[lang],
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published, dateModified: published } : {}),
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) } },
  };
}

export function graphOf(nodes: readonly (JsonLdNode | null)[]): JsonLdGraph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((n): n is JsonLdNode => n !== null) };
}
