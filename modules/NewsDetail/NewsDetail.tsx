import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import DateText from '../shared/DateText';
import FileLink from '../shared/FileLink';
import { isKnownCategory } from '../shared/categoryLabel';
import { cx } from '../shared/format';
import styles from '../shared/Article.module.css';

/**
 * A news article or press release. It carries the page's h1 (its page has no pageHero):
 * title, publication date (<time>), category, lead, media, sanitized body and attachments.
 */
export default function NewsDetail({ content, lang }: { content: ModuleContent<'newsDetail'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, publishTime, category, summary, media, html, attachments, anchor } = content;
  return (
    <article id={anchor} className={cx('section', styles.article)}>
      <div className={cx('container', styles.inner)}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <span className={styles.category}>{isKnownCategory(category) ? t(`newsCategory.${category}`) : category}</span>
            <DateText value={publishTime} lang={lang} />
          </p>
          <h1 className={styles.title}>{title}</h1>
          {summary && <p className={styles.lead}>{summary}</p>}
        </header>
        {media && (
          <figure className={styles.media}>
            <Media media={media} priority sizes="(max-width: 767px) 100vw, 832px" />
          </figure>
        )}
        <RichText html={html} lang={lang} />
        {attachments.length > 0 && (
          <section className={styles.attachments}>
            <h2 className={styles.attachmentsTitle}>{t('attachments')}</h2>
            <ul className={styles.attachmentList}>
              {attachments.map((link, i) => (
                <li key={`${link.url}-${i}`}>
                  <FileLink link={link} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
