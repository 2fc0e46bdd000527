import type { ReactNode } from 'react';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import { cx } from '../shared/format';
import { keepChineseWords } from '../shared/keepWords';
import ui from '../shared/ui.module.css';
import styles from './PageHero.module.css';

type HeroMedia = NonNullable<ModuleContent<'pageHero'>['media']>;

const aspectOf = ({ width, height }: { width: number; height: number }) => (width > 0 && height > 0 ? width / height : 16 / 9);

/**
 * The width the hero picture is drawn at (PageHero.module.css), so the browser fetches enough
 * pixels: it covers its box, and a picture wider than the box is drawn wider than the box. Phones:
 * a 16:9 band (the mobile picture when there is one); tablets: a 16:7 band; desktops: the right 56%,
 * about 34vw high (more under an overlaying header). "56vw" alone had a 2.4:1 picture drawn 1.5x
 * beyond its pixels at 1280 px.
 */
export function heroSizes(media: HeroMedia, overlay: boolean): string {
  const desktop = aspectOf(media.desktop);
  const phone = media.mobile && media.mobile.width > 0 ? aspectOf(media.mobile) : desktop;
  const vw = (n: number, floor: number) => `${Math.max(floor, Math.ceil(n))}vw`;
  return [
    `(max-width: 767px) ${vw((100 * 9 * phone) / 16, 100)}`,
    `(max-width: 1023px) ${vw((100 * 7 * desktop) / 16, 100)}`,
    vw((overlay ? 40 : 34) * desktop, 56),
  ].join(', ');
}

/**
 * The page's title block and its only h1, on the brand navy. A picture sits beside the text (from
 * 1024 px) or above it, never under it (PageHero.module.css says why). With `overlay` (first module of a transparent-header route) the fixed header
 * lies over the hero, so the hero reserves the header's height at its top; such a hero also carries
 * the page's `breadcrumb` at its top, right under the header, where every other page has it (a
 * breadcrumb after the hero was the only one below a page's title).
 */
export default function PageHero({
  content,
  lang,
  overlay = false,
  breadcrumb,
}: {
  content: ModuleContent<'pageHero'>;
  lang: Lang;
  overlay?: boolean;
  breadcrumb?: ReactNode;
}) {
  const { title, subtitle, description, media, anchor } = content;
  return (
    <section {...(anchor ? { id: anchor } : null)} className={cx(styles.hero, media && styles.withMedia, overlay && styles.overlay, breadcrumb ? styles.withCrumbs : undefined)}>
      {breadcrumb && <div className={cx('container', styles.crumbs)}>{breadcrumb}</div>}
      {media && (
        <div className={cx(styles.media, ui.mediaFill)}>
          <Media media={media} priority sizes={heroSizes(media, overlay)} />
        </div>
      )}
      <div className={cx('container', styles.inner)}>
        {subtitle && <p className={cx(ui.eyebrowText, styles.subtitle)}>{subtitle}</p>}
        <h1 className={styles.title}>{keepChineseWords(title)}</h1>
        {description && <RichText html={description} lang={lang} className={styles.description} />}
      </div>
    </section>
  );
}
