import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import { isExternal, opensInNewTab } from '@/lib/routing/link-kinds';
import { localizeHref } from '@/lib/routing/links';
import type { ModuleContent } from '../schemas';
import PageTabLink from './PageTabs.client';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './PageTabs.module.css';

/**
 * Links to sibling pages styled as tabs (awards | certifications, videos | photos). It is a
 * navigation, not an ARIA tablist: each tab is a page link and the current page carries
 * aria-current="page" (a tiny client island reads the pathname; it is also right in server HTML).
 */
export default function PageTabs({ content, lang }: { content: ModuleContent<'pageTabs'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { items, anchor } = content;
  if (items.length === 0) return null;
  return (
    <nav id={anchor} className={styles.nav} aria-label={t('pageTabs')}>
      <div className="container">
        <ul className={cx(ui.tabStrip, styles.list)}>
          {items.map((item, i) => {
            const href = localizeHref(item.url, lang);
            const outside = isExternal(href) || opensInNewTab(href, item.target);
            return (
              <li key={`${item.url}-${i}`}>
                {outside ? (
                  <SmartLink href={item.url} target={item.target} className={cx(ui.tab, styles.tab)}>
                    {item.label}
                  </SmartLink>
                ) : (
                  <PageTabLink href={href} className={cx(ui.tab, styles.tab)}>
                    {item.label}
                  </PageTabLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
