import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ButtonLinks from '../shared/ButtonLinks';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './ImageText.module.css';
import { keepChineseWords } from '../shared/keepWords';

/** Media beside rich text (left or right); stacked with the media first on phones. */
export default function ImageText({ content, lang }: { content: ModuleContent<'imageText'>; lang: Lang }) {
  const { title, subtitle, html, media, mediaPosition, buttons, anchor } = content;
  return (
    <section id={anchor} className="section">
      <div className={cx('container', styles.layout, mediaPosition === 'left' && styles.mediaLeft)}>
        <div className={cx(styles.media, ui.mediaFrame)}>
          <Media media={media} sizes="(max-width: 767px) 100vw, 600px" />
        </div>
        <div className={styles.copy}>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {title && <h2 className={cx('section-title', styles.title)}>{keepChineseWords(title)}</h2>}
          <RichText html={html} lang={lang} />
          <ButtonLinks links={buttons} />
        </div>
      </div>
    </section>
  );
}
