import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import { tagQuery } from '@/lib/content/story-tags';
import type { ModuleContent } from '../schemas';
import ArticleFrame from '../shared/ArticleFrame';
import DateText from '../shared/DateText';
import { cx } from '../shared/format';
import styles from '../shared/Article.module.css';
import ui from '../shared/ui.module.css';

/** A story: title, date, tags (links to the filtered list), lead, media and body. */
export default function StoryDetail({ content, lang }: { content: ModuleContent<'storyDetail'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { publishTime, tags } = content;
  const tagList = tags.length > 0 && (
    <ul className={cx(ui.row, styles.tags)} aria-label={t('tags')}>
      {tags.map((tag, i) => (
        <li key={`${tag}-${i}`}>
          {/* Each tag opens the stories list filtered by it. */}
          <SmartLink href={`/stories${tagQuery(tag)}`} className={styles.tag}>
            {tag}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  return <ArticleFrame article={content} lang={lang} eyebrow={<DateText value={publishTime} lang={lang} />} afterTitle={tagList} />;
}
