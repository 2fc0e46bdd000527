import { useTranslations } from 'next-intl';
import type { BottomNav as BottomNavData } from '@/lib/content/contract';
import { keepChineseWords } from '@/modules/shared/keepWords';
import SmartLink from '../SmartLink';
import TopButton from './TopButton.client';
import styles from './BottomNav.module.css';

export interface BottomNavProps {
  /** Page data's bottomNav; nothing renders without it. */
  bottomNav: BottomNavData | undefined | null;
  /** GlobalData.dictionary: `label.top` names the Top button (fallback: common.backToTop). */
  dictionary?: Readonly<Record<string, string>>;
}

/**
 * Spec "Bottom navigation": previous page link (if present), a Top button, next page link (if present).
 * Server component; only the Top button is a client island. The page titles are set word by word
 * in Chinese (keepChineseWords): at 390 px "學" / "徒" and "季" / "度" were split across lines.
 */
export default function BottomNav({ bottomNav, dictionary }: BottomNavProps) {
  const t = useTranslations('common');
  if (!bottomNav) return null;
  const { previousPage, nextPage } = bottomNav;
  const topLabel = dictionary?.['label.top']?.trim() || t('backToTop');

  return (
    <nav className={styles.bottomNav} aria-label={t('pageNavigation')}>
      <div className={`container ${styles.row}`}>
        <div className={styles.side}>
          {previousPage && (
            <SmartLink href={previousPage.url} className={`${styles.link} ${styles.prev}`} rel="prev">
              <Arrow direction="left" />
              <span className={styles.text}>
                <span className={styles.hint}>{t('previousPage')}</span>
                <span className={styles.label}>{keepChineseWords(previousPage.label)}</span>
              </span>
            </SmartLink>
          )}
        </div>
        <TopButton label={topLabel} />
        <div className={`${styles.side} ${styles.sideEnd}`}>
          {nextPage && (
            <SmartLink href={nextPage.url} className={`${styles.link} ${styles.next}`} rel="next">
              <span className={styles.text}>
                <span className={styles.hint}>{t('nextPage')}</span>
                <span className={styles.label}>{keepChineseWords(nextPage.label)}</span>
              </span>
              <Arrow direction="right" />
            </SmartLink>
          )}
        </div>
      </div>
    </nav>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className={styles.arrow} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M19 12H5M12 19l-7-7 7-7' : 'M5 12h14M12 5l7 7-7 7'} />
    </svg>
  );
}
