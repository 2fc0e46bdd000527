import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import type { Lang } from '@/lib/i18n';
import { isExternal, isRedirectPath, localizeHref, opensInNewTab } from '@/lib/links';

type Props = Omit<ComponentProps<'a'>, 'href' | 'target'> & {
  href: string;
  target?: string;
  children: ReactNode;
  /** Internal navigations keep the scroll position; components/RouteEffects decides per route. */
  prefetch?: boolean;
};

/**
 * The one link of the site: internal paths get the language and client-side navigation;
 * external ones (or target _blank) open in a new tab with rel=noopener and say so to screen readers.
 */
export default function SmartLink({ href, target, children, prefetch, ...rest }: Props) {
  const lang = useLocale() as Lang;
  const t = useTranslations('common');
  const url = localizeHref(href, lang);
  const newTab = opensInNewTab(url, target);

  if (newTab || isExternal(url)) {
    return (
      <a href={url} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} {...rest}>
        {children}
        {newTab && <span className="visually-hidden"> ({t('opensInNewTab')})</span>}
      </a>
    );
  }
  return (
    <Link href={url} scroll={false} prefetch={isRedirectPath(url) ? false : prefetch} {...rest}>
      {children}
    </Link>
  );
}
