import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ButtonLinks from '../shared/ButtonLinks';
import FadeIn from '../shared/FadeIn.lazy.client';
import { cx } from '../shared/format';
import styles from './ImageShowcase.module.css';
import { keepChineseWords } from '../shared/keepWords';

type Content = ModuleContent<'operationalExcellence'> | ModuleContent<'experiencedTeam'>;

/**
 * Home: operational excellence and experienced team (one shape): title, short description,
 * rich text, a mosaic of images (fading in once visible) and shortcut buttons. `reverse` puts the
 * images first.
 */
export default function ImageShowcase({ content, lang, reverse = false }: { content: Content; lang: Lang; reverse?: boolean }) {
  const { title, description, text, images, buttons, anchor } = content;
  const shown = images.slice(0, 3);
  return (
    <section id={anchor} className={cx('section', styles.section, reverse && styles.reverse)}>
      <div className={cx('container', styles.layout, shown.length === 0 && styles.noImages)}>
        <div className={styles.copy}>
          <h2 className={cx('section-title', styles.title)}>{keepChineseWords(title)}</h2>
          {description && <p className={styles.description}>{description}</p>}
          {text && <RichText html={text} lang={lang} />}
          <ButtonLinks links={buttons} variant="outline" />
        </div>
        {shown.length > 0 && (
          <div className={cx(styles.images, styles[`count${shown.length}`])}>
            {shown.map((image, i) => (
              <FadeIn key={`${image.desktop.mediaUrl}-${i}`} className={styles.image}>
                <Media media={image} sizes="(max-width: 767px) 100vw, 600px" />
              </FadeIn>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** The registry's entry for experienced team: same component, images on the other side. */
export function ExperiencedTeam({ content, lang }: { content: ModuleContent<'experiencedTeam'>; lang: Lang }) {
  return <ImageShowcase content={content} lang={lang} reverse />;
}
