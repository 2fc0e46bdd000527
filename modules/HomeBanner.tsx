import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import { SITE_NAME, type Lang } from '@/lib/i18n';
import { BannerColumns } from './islands';
import type { ModuleContent } from './schemas';
import { cx } from './shared/format';
import styles from './HomeBanner.module.css';

export { BANNER_LOOP_FACTORS } from '@/lib/banner-ticker';

/**
 * Home banner: one column per letter of the operator's name (title, optional Chinese title, tag text)
 * over a background image. The home page has no hero, so the banner carries the page's h1 (the site
 * name, for screen readers and crawlers). The columns are a client island (BannerColumns) that
 * scrolls them; its server HTML is the complete, still banner. With `overlay` (home is a
 * transparent-header route) the banner reserves the header's height at its top.
 */
export default function HomeBanner({ content, lang, overlay = false }: { content: ModuleContent<'homeBanner'>; lang: Lang; overlay?: boolean }) {
  const t = useTranslations('modules');
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
      <BannerColumns
        items={items.map(({ title, chineseTitle, text }) => ({ title, chineseTitle, text }))}
        chineseLang={chineseLang}
        pauseLabel={t('banner.pause')}
        playLabel={t('banner.play')}
      />
    </section>
  );
}
