import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import { highlight } from './shared/highlight';
import styles from './SearchResults.module.css';

/**
 * Search results (filled in by the backend): a count line echoing the keyword (as text), the hits
 * with their title linked and each occurrence of each term marked, or a helpful empty state.
 */
export default function SearchResults({ content }: { content: ModuleContent<'searchResults'>; lang: Lang }) {
  const t = useTranslations('modules');
  const keyword = content.keyword.trim();
  const terms = content.terms.length > 0 ? content.terms : keyword.split(/\s+/).filter(Boolean);
  const { items } = content;
  const total = Math.max(content.total, items.length);

  if (!keyword) {
    return (
      <section className="section">
        <div className="container">
          <p className={styles.empty}>{t('search.prompt')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="section">
      <div className="container">
        <h2 className={styles.count}>
          {t.rich('search.count', { count: total, keyword, kw: (chunks) => <span className={styles.keyword}>{chunks}</span> })}
        </h2>
        {items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('search.empty')}</p>
            <ul className={styles.tips}>
              <li>{t('search.tipSpelling')}</li>
              <li>{t('search.tipFewer')}</li>
              <li>{t('search.tipOtherLanguage')}</li>
            </ul>
          </div>
        ) : (
          <ol className={styles.results}>
            {items.map((item, i) => (
              <li key={`${item.url}-${i}`} className={styles.result}>
                <h3 className={styles.title}>
                  <SmartLink href={item.url} className={styles.link}>
                    {highlight(item.title, terms, styles.mark)}
                  </SmartLink>
                </h3>
                {item.snippet && <p className={styles.snippet}>{highlight(item.snippet, terms, styles.mark)}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
