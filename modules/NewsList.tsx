import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import Card from './shared/Card';
import DateText, { dateNode } from './shared/DateText';
import SectionHeader from './shared/SectionHeader';
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
    <section id={anchor} className="section">
      <div className="container">
        <SectionHeader title={title} description={description} lang={lang} />
        {items.length === 0 ? (
          <p className={ui.empty}>{t('noItems')}</p>
        ) : listView ? (
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
            {items.map((item) => (
              <li key={item.id}>
                <Card
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
        {button && (
          <p className={styles.more}>
            <SmartLink href={button.url} target={button.target} className="btn btn-outline">
              {button.label}
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}
