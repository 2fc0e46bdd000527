import { useTranslations } from 'next-intl';
import type { FooterData, GlobalData, MenuSection } from '@/lib/content/contract';
import { SITE_NAME, type Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/routes';
import RichText from '../RichText';
import LinkList from '../LinkList';
import Logo from '../Logo/Logo';
import SmartLink from '../SmartLink';
import SocialIcon from '../SocialIcon';
import FooterMenuEntry from './FooterMenuEntry.client';
import CookieSettingsButton from './CookieSettingsButton.client';
import styles from './Footer.module.css';
import spread from '../Spread.module.css';

export interface FooterProps {
  lang: Lang;
  /** GlobalData.footer; nothing renders without it (spec: "renders only once global data is loaded"). */
  footer: FooterData | undefined | null;
  /** GlobalData.header: the footer repeats the main menu with its submenus. */
  header: readonly MenuSection[];
  /** GlobalData.quickLinks. */
  quickLinks: GlobalData['quickLinks'];
}

/** Named window the group websites open in (spec: "opens in a named window"). */
export const CORP_SITE_WINDOW = 'corpSite';

/**
 * Site footer (spec section 2, "Footer"), rendered on the server. Only the mobile submenu toggles
 * are a client island (FooterMenuEntry).
 */
export default function Footer({ lang, footer, header, quickLinks }: FooterProps) {
  const t = useTranslations('footer');
  if (!footer) return null;

  const { hactlInfo, socialMedia, footerLinks, remarks, copyright, corpSites } = footer;
  const sites = corpSites?.sites ?? [];

  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <SmartLink href={hrefOf(lang, '')} className={styles.logo}>
              <Logo tone="light" />
              <span className="visually-hidden">{t('homeLink', { site: SITE_NAME[lang] })}</span>
            </SmartLink>
            {hactlInfo && (
              <>
                {hactlInfo.title && <p className={styles.title}>{hactlInfo.title}</p>}
                {hactlInfo.description && (
                  <div className={styles.description}>
                    <RichText html={hactlInfo.description} />
                  </div>
                )}
              </>
            )}
            {socialMedia.length > 0 && (
              <div className={styles.social}>
                <h2 className={styles.heading}>{t('followUs')}</h2>
                <ul className={styles.socialList}>
                  {socialMedia.map(({ url, icon }, i) => (
                    <li key={`${i}-${url.url}`}>
                      <SmartLink href={url.url} target={url.target} className={styles.socialLink}>
                        <SocialIcon name={icon} />
                        <span className="visually-hidden">{url.label}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          {header.length > 0 && (
            <nav className={styles.menu} aria-label={t('siteMenu')}>
              <ul className={styles.menuList}>
                {header.map((section, i) => {
                  const link = (
                    <SmartLink href={section.alias} target={section.target} className={styles.menuLink}>
                      {section.title}
                    </SmartLink>
                  );
                  return (
                    <li key={`${i}-${section.alias}`} className={styles.menuEntry}>
                      {section.submenu.length > 0 ? (
                        <FooterMenuEntry heading={link} toggleLabel={t('toggleSubmenu', { title: section.title })}>
                          <LinkList links={section.submenu.map((item) => ({ label: item.title, url: item.alias, target: item.target }))} className={styles.submenu} />
                        </FooterMenuEntry>
                      ) : (
                        <div className={`${spread.spread} ${styles.menuHead}`}>{link}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}

          {quickLinks.length > 0 && (
            // Named apart from the header's "Quick links" nav: two landmarks may not share a name.
            <nav className={styles.quickLinks} aria-label={t('quickLinksNav')}>
              <h2 className={styles.heading}>
                {t('quickLinks')}
              </h2>
              <LinkList links={quickLinks} />
            </nav>
          )}
        </div>

        {remarks && (
          <div className={styles.remarks}>
            <RichText html={remarks} />
          </div>
        )}

        {sites.length > 0 && (
          <section className={styles.corpSites} aria-labelledby="footer-group-websites">
            <h2 id="footer-group-websites" className={styles.heading}>
              {corpSites?.title || t('groupWebsites')}
            </h2>
            <ul>
              {sites.map((site, i) => (
                <li key={`${i}-${site.url}`}>
                  <a href={site.url} target={CORP_SITE_WINDOW} rel="noopener noreferrer">
                    {site.label}
                    <span className="visually-hidden"> ({t('opensInNewWindow')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className={styles.bottom}>
          <nav aria-label={t('legalLinks')} className={styles.legal}>
            {footerLinks.length > 0 && <LinkList links={footerLinks} className={styles.footerLinks} />}
            <CookieSettingsButton label={t('cookieSettings')} className={styles.cookieSettings} />
          </nav>
          {copyright && <p className={styles.copyright}>{copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
