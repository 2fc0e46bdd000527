import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import SectionHeader from '../shared/SectionHeader';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './Timeline.module.css';
import { itemHeading } from '../shared/ModuleSection';
import { keepChineseWords } from '../shared/keepWords';

/** "year-1998" (or "year-1995-1998" for a range): the anchor the year navigation links to. */
export function yearAnchor(year: string): string {
  return `year-${year.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/**
 * Milestones: an ordered list by year with a year navigation (plain #year-XXXX links: keyboard
 * operable, work without JavaScript). Several milestones may share a year; the anchor sits on the
 * first of them.
 */
export default function Timeline({ content, lang }: { content: ModuleContent<'timeline'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, description, items, anchor } = content;
  const sorted = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.year.localeCompare(b.item.year) || a.index - b.index);
  const years: string[] = [];
  for (const { item } of sorted) if (!years.includes(item.year)) years.push(item.year);
  const Heading = itemHeading(title);
  return (
    <section id={anchor} className={cx('section', styles.timelineRoot)}>
      <div className="container">
        <SectionHeader title={title} description={description} lang={lang} />
        {years.length > 1 && (
          <nav className={styles.years} aria-label={t('timelineYears')}>
            <ul className={cx('scroll-fade', styles.yearList)}>
              {years.map((year) => (
                <li key={year}>
                  <a href={`#${yearAnchor(year)}`} className={cx(ui.chip, styles.yearLink)}>
                    {year}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ol className={styles.timeline}>
          {sorted.map(({ item, index }, i) => {
            const first = i === 0 || sorted[i - 1].item.year !== item.year;
            return (
              <li key={index} id={first ? yearAnchor(item.year) : undefined} className={styles.item}>
                <p className={styles.year}>{item.year}</p>
                <div className={styles.body}>
                  <Heading className={styles.title}>{keepChineseWords(item.title)}</Heading>
                  <RichText html={item.description} lang={lang} />
                  {item.image && (
                    <div className={styles.image}>
                      <Media media={item.image} sizes="(max-width: 767px) 100vw, 480px" />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
