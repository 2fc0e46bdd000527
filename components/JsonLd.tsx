import { serializeJsonLd } from '@/lib/seo/json-ld';
import type { JsonLdGraph } from '@/lib/seo/structured-data';

/**
 * Structured data for crawlers. A data block, not a script: browsers never execute
 * application/ld+json, so a script-src CSP without 'unsafe-inline' does not apply to it.
 */
export default function JsonLd({ data }: { data: JsonLdGraph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
