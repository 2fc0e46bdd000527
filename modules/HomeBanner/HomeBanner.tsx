import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import { SITE_NAME, type Lang } from '@/lib/i18n';
import BannerColumns from './BannerColumns.lazy.client';
import type { ModuleContent } from '../schemas';
import { cx } from '../shared/format';
import styles from './HomeBanner.module.css';

export { BANNER_LOOP_FACTORS } from '@/lib/ui/banner-ticker';

/**
 * The width the background is drawn at: it covers the banner, so a picture wider than the banner is
 * drawn wider than the viewport. Tablets and desktops: the banner is at most 75vw and 900 px high
 * (HomeBanner.module.css); "100vw" had a 768 px picture stretched 3.1x over a 768x1000 banner. Phones
 * show the mobile picture as a 3:2 band above the rows: the viewport's width, or more for a
 * picture narrower than 3:2.
 */
export function bannerSizes(media: NonNullable<ModuleContent<'homeBanner'>['media']>): string {
  const aspectOf = ({ width, height }: { width: number; height: number }) => (width > 0 && height > 0 ? width / height : 16 / 9);
  const desktop = aspectOf(media.desktop);
  const phone = media.mobile && media.mobile.width > 0 ? aspectOf(media.mobile) : desktop;
  const capPx = Math.round(900 * desktop);
  const phoneVw = Math.max(100, Math.ceil((100 * phone) / 1.5));
  return `(max-width: 767px) ${phoneVw}vw, (min-width: ${capPx}px) 100vw, (max-width: 1199px) ${Math.max(100, Math.ceil(75 * desktop))}vw, ${Math.max(1200, capPx)}px`;
}

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
          <Media media={media} priority sizes={bannerSizes(media)} />
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
