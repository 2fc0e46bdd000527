import { useTranslations } from 'next-intl';
import type { GlobalData, MenuSection } from '@/lib/content/contract';
import { localizeHref } from '@/lib/routing/links';
import { hrefOf } from '@/lib/routing/routes';
import type { Lang } from '@/lib/i18n';
import LinkList from '../LinkList';
import Logo from '../Logo/Logo';
import SmartLink from '../SmartLink';
import HeaderShell from './HeaderShell.client';
import LanguageSwitcher, { type LanguageOption } from './LanguageSwitcher.client';
import MainMenu from './MainMenu.client';
import SearchBox from './SearchBox.client';
import { BellIcon } from './icons';
import styles from './Header.module.css';

export interface HeaderProps {
  lang: Lang;
  /** GlobalData.header: the main menu sections. */
  header: readonly MenuSection[];
  /** GlobalData.quickLinks. */
  quickLinks: GlobalData['quickLinks'];
  /** GlobalData.siteContent.importantNoticeLink: the notices icon (label is its accessible name). */
  importantNoticeLink?: GlobalData['siteContent']['importantNoticeLink'];
  /** GlobalData.siteContent.languages: titles for the language switcher. */
  languages: readonly LanguageOption[];
  /** Accessible name of the logo link to Home, e.g. "HACTL – Home". */
  logoAlt: string;
  /** The pages whose header is transparent over the hero (lib/routing/route-flags.ts). */
  transparentPaths: readonly string[];
  /** The landing pages, whose trailing slash the language switcher gives back (lib/routing/route-flags.ts). */
  landingPaths: readonly string[];
}

/**
 * The fixed site header (spec section 2, "Header"): a thin top bar (quick links, notices icon,
 * language switcher) above the main bar (logo, main menu, search). Up to 1024 px the quick links
 * move into the hamburger menu: the thin bar had room for them only behind a hidden sideways scroll. Rendered on the server; the
 * interactive parts (shell, menu, search, language switcher) are client islands.
 * The skip link's target is #main (components/SkipLink).
 */
export default function Header({ lang, header, quickLinks, importantNoticeLink, languages, logoAlt, transparentPaths, landingPaths }: HeaderProps) {
  const t = useTranslations('header');
  // The menu island gets finished addresses: forming them takes the route table, kept on the server.
  const menu = header.map((section) => ({
    ...section,
    alias: localizeHref(section.alias, lang),
    submenu: section.submenu.map((item) => ({ ...item, alias: localizeHref(item.alias, lang) })),
  }));

  return (
    <HeaderShell transparentPaths={transparentPaths}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          {/* Up to 1024 px the quick links live in the hamburger menu instead (below). */}
          {quickLinks.length > 0 ? (
            <nav className={styles.quickLinks} aria-label={t('quickLinks')}>
              <LinkList links={quickLinks} />
            </nav>
          ) : (
            <span />
          )}
          <div className={styles.tools}>
            {importantNoticeLink && (
              <SmartLink href={importantNoticeLink.url} target={importantNoticeLink.target} className={styles.noticeLink} title={importantNoticeLink.label}>
                <BellIcon />
                <span className="visually-hidden">{importantNoticeLink.label}</span>
              </SmartLink>
            )}
            <LanguageSwitcher lang={lang} languages={languages} label={t('languageSwitcher')} landingPaths={landingPaths} />
          </div>
        </div>
      </div>
      <div className={styles.mainbar}>
        <div className={`container ${styles.mainbarInner}`}>
          <SmartLink href={hrefOf(lang, '')} className={styles.logo}>
            <Logo tone="dark" />
            <span className="visually-hidden">{logoAlt}</span>
          </SmartLink>
          <MainMenu
            sections={menu}
            tabletExtra={
              quickLinks.length > 0 && (
                <div className={styles.menuQuickLinks}>
                  <p className={styles.menuQuickLinksTitle}>{t('quickLinks')}</p>
                  <LinkList links={quickLinks} />
                </div>
              )
            }
          />
          <SearchBox lang={lang} />
        </div>
      </div>
    </HeaderShell>
  );
}
