import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { loadPage } from '@/lib/content';
import type { Lang } from '@/lib/i18n';
import { routeByName } from '@/lib/routing/routes';
import { RenderModules } from '@/modules/registry';
import HttpStatusBoundary from './http-status-boundary.client';
import NotFoundFallback from './not-found-fallback';

/**
 * The localized 404: content of the /404 route of `lang`, or, when even that cannot be loaded, a
 * plain built-in message from the messages files. `data-not-found-page` marks it for the link check
 * (tests/links), which fails on a not-found page served with status 200.
 */
async function NotFoundContent({ lang }: { lang: Lang }) {
  let entries = null;
  try {
    entries = (await loadPage(lang, '/404')).data.pageContent;
  } catch {
    entries = null;
  }
  return (
    <main id="main" tabIndex={-1} data-not-found-page="" style={{ paddingTop: 'var(--header-total)', minHeight: '60vh', outline: 'none' }}>
      {entries ? <RenderModules entries={entries} lang={lang} preview={false} route={routeByName('404')} /> : <NotFoundFallback />}
    </main>
  );
}

function NotFoundStatus(): never {
  notFound();
}

/**
 * What the catch-all page renders for a URL that is not a page: the 404 content itself, in the
 * server HTML, and the notFound() that makes the answer HTTP 404, inside a boundary of its own.
 *
 * Why not simply notFound() from the page: React cannot catch an error on the server outside a
 * Suspense boundary, so Next would answer with its bare error document (`__next_error__`, the
 * 404 drawn only by script). And a boundary around the whole page would cost every page its LCP:
 * React streams a large boundary apart from the shell and reveals it up to 300 ms after first
 * paint. In the browser the error stops at HttpStatusBoundary, and the page keeps its content.
 */
export default function NotFoundPage({ lang }: { lang: Lang }) {
  return (
    <>
      <NotFoundContent lang={lang} />
      <HttpStatusBoundary>
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </HttpStatusBoundary>
    </>
  );
}
