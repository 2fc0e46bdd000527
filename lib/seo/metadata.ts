import type { Metadata } from 'next';
import { env } from '../server/env';
import { HTML_LANG, LANGS, OG_LOCALE, SITE_NAME, pageTitle, type Lang } from '../i18n';
import type { MetaData } from '../content/contract';
import { publishTimeIso } from './publish-time';

/** Absolute URL on this site for a path like '/en/about-us/'. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.siteUrl + '/').toString();
}

/** An absolute https image, or a site path made absolute; anything else is not shared with crawlers. */
export function absoluteImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^https:\/\//i.test(image)) return image;
  return image.startsWith('/') && !image.startsWith('//') ? absoluteUrl(image) : undefined;
}

interface PageMetaInput {
  lang: Lang;
  /** Canonical path below /{lang} ('' for home, 'about-us/' for a landing). */
  path: string;
  meta: MetaData;
  noIndex?: boolean;
  /** Languages in which this page exists; hreflang names only these (default: all). */
  languages?: readonly Lang[];
  /** 'article' for news and stories; Open Graph then carries the publish time. */
  kind?: 'website' | 'article';
  /** Replaces metaData.description (news details cut it to 160 characters). */
  description?: string;
}

/**
 * Title, description, keywords, Open Graph, Twitter card, canonical and reciprocal hreflang
 * alternates (plus x-default to English) for one page.
 */
export function buildPageMetadata({ lang, path, meta, noIndex, languages = LANGS, kind = 'website', description: override }: PageMetaInput): Metadata {
  const href = (l: Lang) => absoluteUrl(path ? `/${l}/${path}` : `/${l}`);
  const title = pageTitle(meta.pageTitle, lang);
  const description = override ?? meta.description ?? meta.ogTags?.description;
  const ogDescription = override ?? meta.ogTags?.description ?? description;
  const image = absoluteImage(meta.ogTags?.image) ?? absoluteUrl('/assets/images/og-default.jpg');
  // Alternates must be reciprocal and only name pages that exist, so the current language is
  // always one of them and x-default is English when English exists.
  const available = LANGS.filter((l) => l === lang || languages.includes(l));
  const alternates: Record<string, string> = Object.fromEntries(available.map((l) => [HTML_LANG[l], href(l)]));
  alternates['x-default'] = href(available.includes('en') ? 'en' : available[0]);
  const article = kind === 'article' && meta.publishTime;

  return {
    metadataBase: new URL(env.siteUrl),
    title: { absolute: title },
    description,
    keywords: meta.keywords,
    alternates: noIndex ? undefined : { canonical: href(lang), languages: alternates },
    robots: noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: article ? 'article' : 'website',
      siteName: SITE_NAME[lang],
      title: meta.ogTags?.title ?? meta.pageTitle,
      description: ogDescription,
      url: href(lang),
      locale: OG_LOCALE[lang],
      alternateLocale: available.filter((l) => l !== lang).map((l) => OG_LOCALE[l]),
      images: [{ url: image }],
      ...(article ? { publishedTime: publishTimeIso(meta.publishTime) ?? meta.publishTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: meta.ogTags?.title ?? title, description: ogDescription, images: [image] },
  };
}
