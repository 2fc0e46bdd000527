import { useTranslations } from 'next-intl';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import { headingsOf, sanitizeRichText } from '@/lib/content/sanitize';
import type { ModuleContent } from '../schemas';
import { cx } from '../shared/format';
import styles from './RichTextSection.module.css';
import { keepChineseWords } from '../shared/keepWords';

/**
 * General rich text (disclaimer, privacy notice ...). With `toc`, an "On this page" navigation
 * lists every h2 of the text that has an id, as #id links; a sticky sidebar on wide screens.
 */
export default function RichTextSection({ content, lang }: { content: ModuleContent<'richText'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, html, toc, anchor } = content;
  const headings = toc ? headingsOf(sanitizeRichText(html, lang)) : [];
  const hasToc = headings.length > 0;
  return (
    <section {...(anchor ? { id: anchor } : null)} className="section">
      <div className={cx('container', styles.layout, hasToc && styles.withToc)}>
        {hasToc && (
          <nav className={styles.toc} aria-label={t('onThisPage')}>
            <p className={styles.tocTitle} aria-hidden="true">
              {t('onThisPage')}
            </p>
            <ul className={styles.tocList}>
              {headings.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className={styles.tocLink}>
                    {h.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.body}>
          {title && <h2 className={cx('section-title', styles.title)}>{keepChineseWords(title)}</h2>}
          <RichText html={html} lang={lang} />
        </div>
      </div>
    </section>
  );
}
