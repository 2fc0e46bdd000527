import type { Metadata } from 'next';
import { env } from './env';
import { HTML_LANG, LANGS, OG_LOCALE, SITE_NAME, pageTitle, type Lang } from './i18n';
import type { MetaData } from './content/contract';

/** Absolute URL on this site for a path like '/en/about-us/'. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.siteUrl + '/').toString();
}

function absoluteImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^https:\/\//i.test(image)) return image;
  return image.startsWith('/') && !image.startsWith('//') ? absoluteUrl(image) : undefined;
}

interface PageMetaInput {
  lang: Lang;
  /** Path below /{lang}, canonical form ('' for home, 'about-us/' for a landing). */
  path: string;
  meta: MetaData;
  noIndex?: boolean;
}

/**
 * Title, description, keywords, Open Graph, Twitter card, canonical and reciprocal hreflang
 * alternates (plus x-default to English) for one page.
 */
export function buildPageMetadata({ lang, path, meta, noIndex }: PageMetaInput): Metadata {
  const href = (l: Lang) => absoluteUrl(path ? `/${l}/${path}` : `/${l}`);
  const title = pageTitle(meta.pageTitle, lang);
  const description = meta.description ?? meta.ogTags?.description;
  const image = absoluteImage(meta.ogTags?.image) ?? absoluteUrl('/assets/images/og-default.jpg');
  const languages: Record<string, string> = Object.fromEntries(LANGS.map((l) => [HTML_LANG[l], href(l)]));
  languages['x-default'] = href('en');

  return {
    metadataBase: new URL(env.siteUrl),
    title: { absolute: title },
    description,
    keywords: meta.keywords,
    alternates: noIndex ? undefined : { canonical: href(lang), languages },
    robots: noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: meta.publishTime ? 'article' : 'website',
      siteName: SITE_NAME[lang],
      title: meta.ogTags?.title ?? meta.pageTitle,
      description: meta.ogTags?.description ?? description,
      url: href(lang),
      locale: OG_LOCALE[lang],
      alternateLocale: LANGS.filter((l) => l !== lang).map((l) => OG_LOCALE[l]),
      images: [{ url: image }],
      ...(meta.publishTime ? { publishedTime: meta.publishTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: meta.ogTags?.title ?? title, description, images: [image] },
  };
}
