import Media from '@/components/Media';
import RichText from '@/components/RichText';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import Counters from '../shared/Counters';
import FadeIn from '../shared/FadeIn.lazy.client';
import SectionHeader from '../shared/SectionHeader';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './WorldClassFacilities.module.css';
import { keepChineseWords } from '../shared/keepWords';

/** Home: world-class facilities: header, two feature boxes (fading in) and four rolling counters. */
export default function WorldClassFacilities({ content, lang }: { content: ModuleContent<'worldClassFacilities'>; lang: Lang }) {
  const { subtitle, title, text, items, infos, anchor } = content;
  return (
    <section id={anchor} className={cx('section', styles.section)}>
      <div className="container">
        <SectionHeader eyebrow={subtitle} title={title} description={text} lang={lang} />
        {items.length > 0 && (
          <ul className={styles.features}>
            {items.map((item, i) => (
              <FadeIn as="li" key={`${item.title}-${i}`} className={styles.feature}>
                <div className={cx(ui.cardMediaWide, ui.mediaFill)}>
                  <Media media={item.image} sizes="(max-width: 767px) 100vw, 600px" />
                </div>
                <div className={cx(ui.cardBody, styles.featureBody)}>
                  <h3 className={cx(ui.itemTitle, ui.itemTitleLarge)}>{keepChineseWords(item.title)}</h3>
                  <RichText html={item.description} lang={lang} className={styles.featureText} />
                  {item.button && (
                    <SmartLink href={item.button.url} target={item.button.target} className="btn btn-outline">
                      {item.button.label}
                    </SmartLink>
                  )}
                </div>
              </FadeIn>
            ))}
          </ul>
        )}
        <Counters items={infos} animate />
      </div>
    </section>
  );
}
