import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import Card from './shared/Card';
import DateText, { dateNode } from './shared/DateText';
import CollectionSection from './shared/CollectionSection';
import { isKnownCategory } from './shared/categoryLabel';
import { cx } from './shared/format';
import ui from './shared/ui.module.css';
import styles from './NewsList.module.css';

interface Props {
  content: ModuleContent<'newsList'>;
  lang: Lang;
  /** Spec: important notices are shown as a list, not cards (route flag `listView`). */
  listView?: boolean;
}

/** News and press releases: cards (or a compact list) of dated items, newest first, linking to each article. */
export default function NewsList({ content, lang, listView = false }: Props) {
  const t = useTranslations('modules');
  const { title, description, items, button, anchor } = content;
  const Heading = title ? 'h3' : 'h2';
  const category = (value?: string) => (isKnownCategory(value) ? t(`newsCategory.${value}`) : value);
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0} button={button}>
      {listView ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <p className={styles.rowMeta}>
                <DateText value={item.publishTime} lang={lang} className={styles.date} />
                {item.category && <span className={styles.category}>{category(item.category)}</span>}
              </p>
              <Heading className={styles.rowTitle}>
                <SmartLink href={item.url} className={styles.rowLink}>
                  {item.title}
                </SmartLink>
              </Heading>
              {item.summary && <p className={styles.summary}>{item.summary}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cx(ui.grid, ui.cols3)}>
          {items.map((item, index) => (
            <li key={item.id}>
              <Card
                priority={index === 0}
                heading={Heading}
                title={item.title}
                href={item.url}
                media={item.media}
                eyebrow={category(item.category)}
                meta={[dateNode(item.publishTime, lang)]}
              >
                {item.summary && <p className={styles.summary}>{item.summary}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </CollectionSection>
  );
}
