'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { pagePathname } from '@/lib/routing/list-view';

/** "/en/about-us/" and "/en/about-us" are the same page; percent-encoding is ignored too. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    let path = pagePathname(p.split(/[?#]/)[0]);
    try {
      path = decodeURI(path);
    } catch {
      // keep the raw path
    }
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  };
  return norm(a) === norm(b);
}

/**
 * A page tab: an internal link (already localized) marked aria-current="page" on its own page; a plain
 * <a> that components/InAppNavigation.client.tsx follows in-app, like every internal link.
 */
export default function PageTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = pathname !== null && samePath(pathname, href);
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
