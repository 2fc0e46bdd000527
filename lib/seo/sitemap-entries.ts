import type { MetadataRoute } from 'next';
import { HTML_LANG, LANGS, type Lang } from '../i18n';
import { absoluteUrl } from './metadata';
import { publishTimeIso } from './publish-time';

/** One indexable page: its canonical path below /{lang} and, per language it exists in, its publish time. */
export interface SitemapPage {
  path: string;
  languages: Partial<Record<Lang, { publishTime?: string }>>;
}

const urlOf = (lang: Lang, path: string) => absoluteUrl(path ? `/${lang}/${path}` : `/${lang}`);

/**
 * sitemap.xml entries: one per page and language, each naming every language version of the page
 * (xhtml:link alternates, plus x-default in English), so the alternates are reciprocal.
 */
export function sitemapEntries(pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = [];
  for (const lang of LANGS) {
    for (const page of pages) {
      const own = page.languages[lang];
      if (!own) continue;
      const available = LANGS.filter((l) => page.languages[l]);
      const languages: Record<string, string> = Object.fromEntries(available.map((l) => [HTML_LANG[l], urlOf(l, page.path)]));
      languages['x-default'] = urlOf(available.includes('en') ? 'en' : available[0], page.path);
      const published = publishTimeIso(own.publishTime);
      entries.push({
        url: urlOf(lang, page.path),
        ...(published ? { lastModified: published } : {}),
        alternates: { languages },
      });
    }
  }
  return entries;
}
