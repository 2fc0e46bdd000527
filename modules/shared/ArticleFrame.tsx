import type { ReactNode } from 'react';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Media as MediaData } from '@/lib/content/primitives';
import type { Lang } from '@/lib/i18n';
import { cx } from './format';
import ui from './ui.module.css';
import styles from './Article.module.css';
import { keepChineseWords } from './keepWords';

/** The fields every article module has (newsDetail, storyDetail). */
interface ArticleContent {
  anchor?: string;
  title: string;
  summary?: string;
  media?: MediaData;
  /** The sanitized body. */
  html: string;
}

interface Props {
  article: ArticleContent;
  lang: Lang;
  /** The line above the title (category, date). */
  eyebrow: ReactNode;
  /** Between the title and the lead (a story's tags). */
  afterTitle?: ReactNode;
  /** After the body (a news article's attachments). */
  children?: ReactNode;
}

/** The page of one article (news, press release, story): it carries the page's h1, its page has no pageHero. */
export default function ArticleFrame({ article, lang, eyebrow, afterTitle, children }: Props) {
  const { anchor, title, summary, media, html } = article;
  return (
    <article id={anchor} className={cx('section', styles.article)}>
      <div className={cx('container', styles.inner)}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{keepChineseWords(title)}</h1>
          {afterTitle}
          {summary && <p className={styles.lead}>{summary}</p>}
        </header>
        {media && (
          <figure className={cx(styles.media, ui.mediaFrame)}>
            <Media media={media} priority sizes="(max-width: 767px) 100vw, 832px" />
          </figure>
        )}
        <RichText html={html} lang={lang} />
        {children}
      </div>
    </article>
  );
}
