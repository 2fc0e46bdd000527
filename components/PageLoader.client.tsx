'use client';

// A client component: loading.tsx renders outside the page's request locale, so the
// translations come from the NextIntlClientProvider context rather than the server.
import { useTranslations } from 'next-intl';
import styles from './PageLoader.module.css';

/**
 * Spec: a page loader animation shows until the page data arrives. A status region that screen
 * readers announce politely; three cargo boxes rise in turn (still under reduced motion).
 */
export default function PageLoader() {
  const t = useTranslations('common');
  return (
    <div role="status" className={styles.loader}>
      <span className={styles.boxes} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
