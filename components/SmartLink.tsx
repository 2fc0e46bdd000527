import { useLocale, useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import type { Lang } from '@/lib/i18n';
import { localizeHref, opensInNewTab } from '@/lib/routing/links';

type Props = Omit<ComponentProps<'a'>, 'href' | 'target'> & {
  href: string;
  target?: string;
  children: ReactNode;
};

/**
 * The one link of the site: internal paths get the language; external ones (or target _blank) open
 * in a new tab with rel=noopener and say so to screen readers. Always a plain <a>, so a server
 * component's links cost the browser nothing to hydrate: components/InAppNavigation.client.tsx makes
 * internal ones navigate in-app and prefetches their page when a visitor reaches for them.
 */
export default function SmartLink({ href, target, children, ...rest }: Props) {
  const lang = useLocale() as Lang;
  const url = localizeHref(href, lang);
  const newTab = opensInNewTab(url, target);
  return (
    <a href={url} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} {...rest}>
      {children}
      {newTab && <NewTabNote />}
    </a>
  );
}

/**
 * What screen readers hear after a link that opens a new tab. A component of its own so that only
 * those few links build a translator: the menus hydrate some fifty internal links on every page.
 */
function NewTabNote() {
  const t = useTranslations('common');
  return <span className="visually-hidden"> ({t('opensInNewTab')})</span>;
}
