import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ArticleFrame from '../shared/ArticleFrame';
import DateText from '../shared/DateText';
import FileLink from '../shared/FileLink';
import { isKnownCategory } from '../shared/categoryLabel';
import styles from '../shared/Article.module.css';

/** A news article or press release: title, publication date (<time>), category, lead, media, sanitized body and attachments. */
export default function NewsDetail({ content, lang }: { content: ModuleContent<'newsDetail'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { publishTime, category, attachments } = content;
  const eyebrow = (
    <>
      <span className={styles.category}>{isKnownCategory(category) ? t(`newsCategory.${category}`) : category}</span>
      <DateText value={publishTime} lang={lang} />
    </>
  );
  return (
    <ArticleFrame article={content} lang={lang} eyebrow={eyebrow}>
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
    </ArticleFrame>
  );
}
