import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import { cx } from './shared/format';
import styles from './PageHero.module.css';

/**
 * The page's title block and its only h1. With media, the text sits on a darkened image; without,
 * on the brand navy. With `overlay` (first module of a transparent-header route) the fixed header
 * lies over the hero, so the hero reserves the header's height at its top.
 */
export default function PageHero({ content, lang, overlay = false }: { content: ModuleContent<'pageHero'>; lang: Lang; overlay?: boolean }) {
  const { title, subtitle, description, media, anchor } = content;
  return (
    <section id={anchor} className={cx(styles.hero, media && styles.withMedia, overlay && styles.overlay)}>
      {media && (
        <div className={styles.media}>
          <Media media={media} priority sizes="100vw" />
        </div>
      )}
      <div className={cx('container', styles.inner)}>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <h1 className={styles.title}>{title}</h1>
        {description && <RichText html={description} lang={lang} className={styles.description} />}
      </div>
    </section>
  );
}
