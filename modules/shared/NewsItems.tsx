import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import type { CollectionItem } from './schema';
import Card, { type HeadingLevel } from './Card';
import DateText, { dateNode } from './DateText';
import { isKnownCategory } from './categoryLabel';
import { keepChineseWords } from './keepWords';
import { cx } from './format';
import ui from './ui.module.css';
import styles from '../NewsList/NewsList.module.css';

/** One news summary as lists show it: a collection item of the backend (modules/schemas.ts). */
export type NewsItem = CollectionItem;

interface Props {
  items: readonly NewsItem[];
  lang: Lang;
  heading: HeadingLevel;
  /** Compact rows (important notices) instead of cards. */
  listView: boolean;
  listRef?: Ref<HTMLUListElement>;
  /**
   * The list opens the page (a news list route), so its first card's image is likely the largest
   * thing on a phone's first screen: loaded eagerly with high priority. Anywhere else (the latest
   * news under an article) that image would compete with the page's own hero for the connection.
   */
  leadImage?: boolean;
}

/**
 * The items of a news list, as cards or compact rows. Shared by the server-rendered list and the
 * filtering island, so the crawlable first page and the filtered list look the same.
 */
export default function NewsItems({ items, lang, heading: Heading, listView, listRef, leadImage = false }: Props) {
  const t = useTranslations('modules.newsCategory');
  const category = (value?: string) => (isKnownCategory(value) ? t(value) : value);
  if (listView) {
    return (
      <ul className={styles.list} ref={listRef}>
        {items.map((item) => (
          <li key={item.id} className={styles.row}>
            <p className={styles.rowMeta}>
              <DateText value={item.publishTime} lang={lang} className={styles.date} />
              {item.category && <span className={styles.category}>{category(item.category)}</span>}
            </p>
            <Heading className={styles.rowTitle}>
              <SmartLink href={item.url} className={styles.rowLink}>
                {keepChineseWords(item.title)}
              </SmartLink>
            </Heading>
            {item.summary && <p className={cx(ui.cardSummary, styles.rowSummary)}>{item.summary}</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cx(ui.grid, ui.cols3)} ref={listRef}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Card
            priority={leadImage && index === 0}
            heading={Heading}
            title={item.title}
            href={item.url}
            media={item.media}
            eyebrow={category(item.category)}
            meta={[dateNode(item.publishTime, lang)]}
          >
            {item.summary && <p className={ui.cardSummary}>{item.summary}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
