import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import DateText from '../shared/DateText';
import FileLink from '../shared/FileLink';
import ModuleList from '../shared/ModuleList';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './NewsletterArchive.module.css';

/** Newsletter (Hactlink-style) archive: covers with issue, date, highlights and the PDF. */
export default function NewsletterArchive({ content, lang }: { content: ModuleContent<'newsletterArchive'>; lang: Lang }) {
  const t = useTranslations('modules');
  return (
    <ModuleList content={content} lang={lang} items={content.items} className={cx(ui.grid, ui.cols4)} itemKey={(item) => item.issue}>
      {(item, _, Heading) => (
        <li>
          <article className={cx(ui.panel, styles.issue)}>
            <div className={cx(styles.cover, ui.mediaFill)}>
              <Media media={item.cover} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 280px" />
            </div>
            <div className={ui.cardBody}>
              <p className={ui.cardEyebrow}>{item.issue}</p>
              <Heading className={ui.itemTitle}>{item.title}</Heading>
              <DateText value={item.publishTime} lang={lang} className={styles.date} />
              {item.highlights.length > 0 && (
                <>
                  <p className={styles.highlightsTitle}>{t('newsletter.highlights')}</p>
                  <ul className={styles.highlights}>
                    {item.highlights.map((h, k) => (
                      <li key={k}>{h}</li>
                    ))}
                  </ul>
                </>
              )}
              <p className={styles.download}>
                <FileLink link={item.pdf} />
              </p>
            </div>
          </article>
        </li>
      )}
    </ModuleList>
  );
}
