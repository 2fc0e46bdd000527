'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** An unexpected rendering failure: a clear message and a retry, never a stack trace. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('notFound');
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: 'var(--header-total)', minHeight: '60vh' }}>
      <section className="container section" role="alert">
        <h1>{t('errorTitle')}</h1>
        <p>{t('errorBody')}</p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
      </section>
    </main>
  );
}
