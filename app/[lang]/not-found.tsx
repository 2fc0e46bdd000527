'use client';

import NotFoundFallback from './not-found-fallback';

/**
 * What a notFound() below the language layout shows, other than the catch-all page's own 404
 * (not-found-page.tsx renders that, content from the CMS, and stops its notFound() before it gets
 * here). A client component with no props: Next puts this boundary's content into every page's RSC
 * payload, and a reference is all that travels.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} data-not-found-page="" style={{ paddingTop: 'var(--header-total)', minHeight: '60vh', outline: 'none' }}>
      <NotFoundFallback />
    </main>
  );
}
