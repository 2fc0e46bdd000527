import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Lang } from '@/lib/i18n';
import { localizeHref } from '@/lib/routing/links';
import PlainLink from './PlainLink';

/** PlainLink's props, `href` being a content link ('/about-us', 'stories/x') rather than a formed address. */
type Props = ComponentProps<typeof PlainLink>;

/**
 * The one link of the site: internal paths get the language; external ones (or target _blank) open
 * in a new tab with rel=noopener and say so to screen readers (PlainLink). Always a plain <a>, so a
 * server component's links cost the browser nothing to hydrate: components/InAppNavigation.client.tsx
 * makes internal ones navigate in-app and prefetches their page when a visitor reaches for them.
 */
export default function SmartLink({ href, ...rest }: Props) {
  const lang = useLocale() as Lang;
  return <PlainLink href={localizeHref(href, lang)} {...rest} />;
}
