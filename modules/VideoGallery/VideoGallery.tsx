import { useTranslations } from 'next-intl';
import { HTML_LANG, type Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import AccessibleVideo from '../shared/AccessibleVideo';
import { dateNode } from '../shared/DateText';
import Facts from '../shared/Facts';
import ModuleList from '../shared/ModuleList';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';

/** Multimedia gallery, videos: a grid of cards, each an accessible player (controls, captions, no autoplay). */
export default function VideoGallery({ content, lang }: { content: ModuleContent<'videoGallery'>; lang: Lang }) {
  const t = useTranslations('media');
  return (
    <ModuleList content={content} lang={lang} items={content.items} className={cx(ui.grid, ui.cols2)} itemKey={(item) => item.title}>
      {(item, _, Heading) => (
        <li>
          <article className={cx(ui.panel, styles.videoCard)}>
            <AccessibleVideo media={item.media} captions={item.captions} title={item.title} lang={HTML_LANG[lang]} />
            <div className={styles.videoBody}>
              <Heading className={ui.itemTitle}>{item.title}</Heading>
              <Facts facts={[item.duration ? t('duration', { duration: item.duration }) : null, dateNode(item.publishTime, lang)]} />
              {item.description && <p className={styles.description}>{item.description}</p>}
            </div>
          </article>
        </li>
      )}
    </ModuleList>
  );
}
