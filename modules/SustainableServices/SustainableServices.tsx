import Media from '@/components/Media';
import RichText from '@/components/RichText';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FadeIn from '../shared/FadeIn.lazy.client';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './SustainableServices.module.css';
import { keepChineseWords } from '../shared/keepWords';

/** Home: sustainable services: a full-width image with a text panel (fading in) and one button. */
export default function SustainableServices({ content, lang }: { content: ModuleContent<'sustainableServices'>; lang: Lang }) {
  const { image, title, description, button, anchor } = content;
  return (
    <section id={anchor} className={styles.section}>
      <div className={cx(styles.media, ui.mediaFill)}>
        <Media media={image} sizes="100vw" />
      </div>
      <div className={cx('container', styles.inner)}>
        <FadeIn className={styles.panel}>
          <h2 className={cx('section-title', styles.title)}>{keepChineseWords(title)}</h2>
          <RichText html={description} lang={lang} className={styles.text} />
          {button && (
            <SmartLink href={button.url} target={button.target} className={cx('btn', 'btn-outline', styles.button)}>
              {button.label}
            </SmartLink>
          )}
        </FadeIn>
      </div>
    </section>
  );
}
