import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { sitemapPages } from '@/lib/seo/sitemap-pages';

/** /sitemap.xml: built like a page, refreshed hourly and whenever the webhook expires its content tags. */
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await sitemapPages());
}
