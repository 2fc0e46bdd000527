import { useTranslations } from 'next-intl';
import { HTML_LANG, type Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import AccessibleVideo from '../shared/AccessibleVideo';
import { dateNode } from '../shared/DateText';
import ModuleSection, { itemHeading } from '../shared/ModuleSection';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';

/** Multimedia gallery, videos: a grid of cards, each an accessible player (controls, captions, no autoplay). */
export default function VideoGallery({ content, lang }: { content: ModuleContent<'videoGallery'>; lang: Lang }) {
  const t = useTranslations('media');
  const { title, description, items, anchor } = content;
  const Heading = itemHeading(title);
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <ul className={cx(ui.grid, ui.cols2)}>
        {items.map((item, i) => {
          const facts = [item.duration ? t('duration', { duration: item.duration }) : null, dateNode(item.publishTime, lang)].filter(Boolean);
          return (
            <li key={`${item.title}-${i}`}>
              <article className={styles.videoCard}>
                <AccessibleVideo media={item.media} captions={item.captions} title={item.title} lang={HTML_LANG[lang]} />
                <div className={styles.videoBody}>
                  <Heading className={styles.cardTitle}>{item.title}</Heading>
                  {facts.length > 0 && (
                    <ul className={ui.meta}>
                      {facts.map((fact, f) => (
                        <li key={f}>{fact}</li>
                      ))}
                    </ul>
                  )}
                  {item.description && <p className={styles.description}>{item.description}</p>}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </ModuleSection>
  );
}
