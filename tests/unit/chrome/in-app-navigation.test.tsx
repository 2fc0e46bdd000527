import { fireEvent, render, screen } from '@testing-library/react';
import InAppNavigation from '@/components/InAppNavigation.client';
import { anchorPath, inAppPath } from '@/lib/routing/in-app-path';
import { routeFlags } from '@/lib/routing/routes';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, prefetch }),
}));

/* eslint-disable @next/next/no-html-link-for-pages */
function Page() {
  return (
    <>
      <a href="/en/about-us/leadership">
        <span>Leadership</span>
      </a>
      <a href="https://partner.example/">Partner</a>
      <a href="/en/contact-us" target="_blank">New tab</a>
      <a href="/files/annual-report.pdf" download>
        Report
      </a>
      <a href="/en/media/multimedia-gallery">Gallery (a redirect row)</a>
      <a href="/#top">Top of this page</a>
      <a href="/zh-hk/about-us/leadership">管理層</a>
      <a href="#main">Skip</a>
      <button type="button">Not a link</button>
      <InAppNavigation redirectPaths={routeFlags().redirect} />
    </>
  );
}
/* eslint-enable @next/next/no-html-link-for-pages */

const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  push.mockClear();
  prefetch.mockClear();
});

describe('InAppNavigation: every internal link through the router', () => {
  test('a click on an internal link (or on an element inside it) pushes its path without scrolling', () => {
    render(<Page />);
    const notCancelled = fireEvent.click(screen.getByText('Leadership'));
    expect(notCancelled).toBe(false);
    expect(push).toHaveBeenCalledWith('/en/about-us/leadership', { scroll: false });
  });

  test.each([
    ['another site', 'Partner', {}],
    ['a new tab', 'New tab', {}],
    ['a download', 'Report', {}],
    ['a modified click', 'Leadership', { ctrlKey: true }],
    ['a middle click', 'Leadership', { button: 1 }],
    ['an in-page anchor', 'Skip', {}],
    ['a hash on the current page', 'Top of this page', {}],
  ])('leaves %s to the browser', (_, name, init) => {
    render(<Page />);
    fireEvent.click(link(name), init);
    expect(push).not.toHaveBeenCalled();
  });

  test('a click another handler already took is left alone', () => {
    render(<Page />);
    const anchor = link('Leadership');
    anchor.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(anchor);
    expect(push).not.toHaveBeenCalled();
  });

  test('a pointer, a finger or keyboard focus on a link prefetches its page once', () => {
    window.history.replaceState(null, '', '/en/stories');
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('Leadership'));
    fireEvent.touchStart(link('Leadership'));
    fireEvent.focusIn(link('Leadership'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/en/about-us/leadership');
  });

  test('no prefetch for redirect rows, other languages, other sites, the current page or what is not a link', () => {
    window.history.replaceState(null, '', '/en/stories');
    render(<Page />);
    for (const name of ['Gallery (a redirect row)', '管理層', 'Partner', 'New tab']) fireEvent.pointerOver(link(name));
    window.history.replaceState(null, '', '/');
    fireEvent.pointerOver(link('Top of this page'));
    fireEvent.pointerOver(screen.getByRole('button'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  test('listeners go away with the layout', () => {
    const { unmount } = render(<Page />);
    const anchor = link('Leadership');
    unmount();
    document.body.appendChild(anchor);
    fireEvent.click(anchor);
    expect(push).not.toHaveBeenCalled();
    anchor.remove();
  });
});

describe('lib/in-app-path', () => {
  const origin = 'https://www.hactl.example';
  const anchor = (attrs: Record<string, string>) => {
    const a = document.createElement('a');
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  };

  test('keeps path, query and hash of a same-origin link', () => {
    expect(anchorPath(anchor({ href: '/en/search/cargo?page=2#results' }), origin)).toBe('/en/search/cargo?page=2#results');
    expect(anchorPath(anchor({ href: `${origin}/zh-hk/stories` }), origin)).toBe('/zh-hk/stories');
    expect(anchorPath(anchor({ href: '/en', target: '_self' }), origin)).toBe('/en');
  });

  test('refuses other origins, new windows, downloads, files, anchors and unparsable URLs', () => {
    expect(anchorPath(anchor({ href: 'https://elsewhere.example/en' }), origin)).toBeNull();
    expect(anchorPath(anchor({ href: 'mailto:cargo@hactl.example' }), origin)).toBeNull();
    expect(anchorPath(anchor({ href: '/en', target: 'corpSite' }), origin)).toBeNull();
    expect(anchorPath(anchor({ href: '/en/report.pdf', download: '' }), origin)).toBeNull();
    // Files open in the browser even without a download attribute: the router has no page for them.
    expect(anchorPath(anchor({ href: '/assets/docs/tariff-schedule-2026.pdf' }), origin)).toBeNull();
    expect(anchorPath(anchor({ href: '/sitemap.xml' }), origin)).toBeNull();
    expect(anchorPath(anchor({ href: '#main' }), origin)).toBeNull();
    expect(anchorPath(anchor({}), origin)).toBeNull();
    expect(anchorPath(anchor({ href: 'http://[bad' }), origin)).toBeNull();
  });

  test('a click counts only when nothing handled it and it is a plain primary click', () => {
    const a = anchor({ href: '/en/contact-us' });
    document.body.appendChild(a);
    const click = (init: MouseEventInit) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      a.dispatchEvent(event);
      return event;
    };
    expect(inAppPath(click({}), origin)).toBe('/en/contact-us');
    expect(inAppPath(click({ shiftKey: true }), origin)).toBeNull();
    const handled = click({});
    handled.preventDefault();
    expect(inAppPath(handled, origin)).toBeNull();
    a.remove();
  });
});
