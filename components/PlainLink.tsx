import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import { opensInNewTab } from '@/lib/routing/link-kinds';

type Props = Omit<ComponentProps<'a'>, 'href' | 'target'> & {
  /** The address as the page serves it (SmartLink forms it from a content link). */
  href: string;
  target?: string;
  children: ReactNode;
};

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * An <a> to an address that is already formed: one that opens in a new tab (external, or target
 * _blank) gets rel=noopener and says so to screen readers. Client components use it with addresses
 * the server formed (the main menu's), because forming one needs the route table (SmartLink), which
 * stays out of the browser's JavaScript.
 */
export default function PlainLink({ href, target, children, ...rest }: Props) {
  const newTab = opensInNewTab(href, target);
  // Attributes and children only where they apply: a server component's props are written into the
  // page's RSC payload as they are, and `"target":"$undefined","rel":"$undefined"` and a `false`
  // child on the chrome's 60-odd internal links cost every page about 0.3 KB gzip.
  return (
    <a href={href} {...(newTab ? NEW_TAB : undefined)} {...rest}>
      {newTab ? (
        <>
          {children}
          <NewTabNote />
        </>
      ) : (
        children
      )}
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
