/**
 * Which links the site follows in-app (through the Next router, without a page load). Every internal
 * link of the site is a plain <a> (components/SmartLink.tsx); components/InAppNavigation.client.tsx routes
 * their clicks with this, and the cookie panel does the same for the links of its rich text.
 */
import { NON_PAGE_PATH } from './link-kinds';

/** The same-origin path an anchor leads to, or null when the browser should follow it itself. */
export function anchorPath(anchor: Element, origin: string): string | null {
  if (anchor.hasAttribute('download')) return null;
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
  // A document or other file is the browser's to open, not a page for the router.
  if (NON_PAGE_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path to navigate to in-app for a click on a link, or null when the browser should handle it
 * (handled already, other origin, new tab, download, modified or non-primary click).
 */
export function inAppPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return anchor ? anchorPath(anchor, origin) : null;
}
