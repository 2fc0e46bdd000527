import type { Lang } from '@/lib/i18n';
import { HTML_LANG } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import AccessibleVideo from '../shared/AccessibleVideo';
import ModuleSection from '../shared/ModuleSection';
import styles from './Video.module.css';

/** A corporate video with native controls and captions; it never autoplays. */
export default function Video({ content, lang }: { content: ModuleContent<'video'>; lang: Lang }) {
  const { title, description, media, captions, anchor } = content;
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <AccessibleVideo media={media} captions={captions} title={title} lang={HTML_LANG[lang]} className={styles.video} />
    </ModuleSection>
  );
}
