import Media from '@/components/Media';
import { SITE_NAME, type Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import { cx } from './shared/format';
import styles from './HomeBanner.module.css';

/** Spec: the five columns scroll on 10 ms ticks with these loop factors (used by the later animation). */
export const BANNER_LOOP_FACTORS = [1000, 700, 850, 1200, 1050] as const;

/**
 * Home banner: one column per letter of the operator's name (title, optional Chinese title, tag text)
 * over a background image. The home page has no hero, so the banner carries the page's h1 (the site
 * name, for screen readers and crawlers). Each column's `.track` is the element a later client
 * island scrolls; the columns are static and fully readable without it. With `overlay` (home is a
 * transparent-header route) the banner reserves the header's height at its top.
 */
export default function HomeBanner({ content, lang, overlay = false }: { content: ModuleContent<'homeBanner'>; lang: Lang; overlay?: boolean }) {
  const { media, items, anchor } = content;
  // Chinese titles are Traditional Chinese; say so on English pages for screen readers and fonts.
  const chineseLang = lang === 'en' ? 'zh-HK' : undefined;
  return (
    <section id={anchor} className={cx(styles.banner, overlay && styles.overlay)}>
      {media && (
        <div className={styles.background}>
          <Media media={media} priority sizes="100vw" />
        </div>
      )}
      <h1 className="visually-hidden">{SITE_NAME[lang]}</h1>
      <ul className={styles.columns}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`} className={styles.column}>
            <div className={styles.track} data-loop-factor={BANNER_LOOP_FACTORS[i % BANNER_LOOP_FACTORS.length]}>
              {/* The initial is the banner's letter (H, A, C, T, L); the word says it in full. */}
              <p className={styles.letter} aria-hidden="true">
                {Array.from(item.title)[0]}
              </p>
              <p className={styles.word}>{item.title}</p>
              {item.chineseTitle && (
                <p className={styles.chinese} lang={chineseLang}>
                  {item.chineseTitle}
                </p>
              )}
              <p className={styles.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
