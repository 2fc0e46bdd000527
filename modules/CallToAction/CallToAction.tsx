import Media from '@/components/Media';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ButtonLinks from '../shared/ButtonLinks';
import SectionHeader from '../shared/SectionHeader';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './CallToAction.module.css';

/** A call to action band: title, text and buttons on navy (or on a darkened image). */
export default function CallToAction({ content, lang }: { content: ModuleContent<'callToAction'>; lang: Lang }) {
  const { title, description, media, buttons, anchor } = content;
  return (
    <section id={anchor} className={cx(styles.band, media && styles.withMedia)}>
      {media && (
        <div className={cx(styles.media, ui.mediaFill)}>
          <Media media={media} sizes="100vw" />
        </div>
      )}
      <div className={cx('container', styles.inner)}>
        <SectionHeader title={title} description={description} lang={lang} align="center" onDark />
        <ButtonLinks links={buttons} align="center" onDark className={styles.buttons} />
      </div>
    </section>
  );
}
