import PageLoader from '@/components/PageLoader';

/** Spec: a page loader animation shows until the page data arrives (client navigations). */
export default function Loading() {
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: 'var(--header-total)', minHeight: '60vh' }}>
      <PageLoader />
    </main>
  );
}
