import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import { tagQuery } from '@/lib/content/story-tags';
import type { ModuleContent } from '../schemas';
import DateText from '../shared/DateText';
import { cx } from '../shared/format';
import styles from '../shared/Article.module.css';

/** A story. It carries the page's h1 (its page has no pageHero): title, date, tags (links to the filtered list), lead, media and body. */
export default function StoryDetail({ content, lang }: { content: ModuleContent<'storyDetail'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, publishTime, tags, summary, media, html, anchor } = content;
  return (
    <article id={anchor} className={cx('section', styles.article)}>
      <div className={cx('container', styles.inner)}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <DateText value={publishTime} lang={lang} />
          </p>
          <h1 className={styles.title}>{title}</h1>
          {tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('tags')}>
              {tags.map((tag, i) => (
                <li key={`${tag}-${i}`}>
                  {/* Each tag opens the stories list filtered by it. */}
                  <SmartLink href={`/stories${tagQuery(tag)}`} className={styles.tag}>
                    {tag}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
          {summary && <p className={styles.lead}>{summary}</p>}
        </header>
        {media && (
          <figure className={styles.media}>
            <Media media={media} priority sizes="(max-width: 767px) 100vw, 832px" />
          </figure>
        )}
        <RichText html={html} lang={lang} />
      </div>
    </article>
  );
}
