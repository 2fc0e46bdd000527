import { useRouter } from 'next/navigation';
import { useEffect, type RefObject } from 'react';

/**
 * The path to navigate to in-app for a click on a link inside CMS rich text, or null when the
 * browser should handle it (other origin, new tab, download, modified click).
 */
export function inAppPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Rich text arrives as sanitized HTML with plain <a> elements; inside the cookie bar and panel their
 * internal links go through the Next router so the visit continues without a reload.
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>, onNavigate?: () => void): void {
  const router = useRouter();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const path = inAppPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      // Scroll is decided per route by components/RouteEffects, as for every internal link.
      router.push(path, { scroll: false });
      onNavigate?.();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, router, onNavigate]);
}
