import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import Card from '../shared/Card';
import ContextLink from '../shared/ContextLink';
import DateText from '../shared/DateText';
import CollectionSection from '../shared/CollectionSection';
import { cx, formatDate } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../IataCourse/IataCourse.module.css';
import { itemHeading } from '../shared/ModuleSection';

/**
 * IATA courses: a card per course (title, code tag, summary, next session date) with an "Apply"
 * link to the course page. A collection item's `publishTime` is the course's next session date
 * (iataCourse item files set it so).
 */
export default function IataCourseList({ content, lang }: { content: ModuleContent<'iataCourseList'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, description, items, anchor } = content;
  const Heading = itemHeading(title);
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0}>
      <ul className={cx(ui.grid, ui.cols3)}>
        {items.map((item) => (
          <li key={item.id}>
            <Card
              heading={Heading}
              title={item.title}
              media={item.media}
              eyebrow={item.tags?.[0] ?? item.category}
              footer={<ContextLink link={{ label: t('iata.apply'), url: item.url }} context={item.title} className="btn btn-primary" />}
            >
              {item.summary && <p className={styles.summary}>{item.summary}</p>}
              {formatDate(item.publishTime, lang) && (
                <p className={styles.next}>
                  <span className={styles.nextLabel}>{t('iata.nextSession')}</span> <DateText value={item.publishTime} lang={lang} />
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </CollectionSection>
  );
}
