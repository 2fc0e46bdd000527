import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

/** /robots.txt: everything but the API may be crawled; the sitemap lists what should be indexed. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
