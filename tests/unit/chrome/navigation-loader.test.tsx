import { act, fireEvent, screen } from '@testing-library/react';
import NavigationLoader, { announceNavigation } from '@/components/NavigationLoader.client';
import { renderWithIntl } from './test-utils';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
}));

/**
 * jsdom navigates nowhere: the "page" is whatever pathname says, window.location stays at '/'.
 * Plain anchors stand for next/link's (the loader listens to clicks on any <a>).
 */
/* eslint-disable @next/next/no-html-link-for-pages */
function Page() {
  return (
    <>
      <a href="/en/about-us/">About</a>
      <a href="https://example.com/">Elsewhere</a>
      <a href="/en/contact-us" target="_blank">New tab</a>
      <a href="/#top">Same page</a>
      <NavigationLoader />
    </>
  );
}
/* eslint-enable @next/next/no-html-link-for-pages */

const click = (name: string, init?: MouseEventInit) => fireEvent.click(screen.getByRole('link', { name }), init);
// The anchors must not make jsdom try to navigate.
const stayHere = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  pathname = '/';
  document.addEventListener('click', stayHere);
});
afterEach(() => document.removeEventListener('click', stayHere));

describe('NavigationLoader', () => {
  it('shows the page loader from a click on an internal link until the new page is there', () => {
    const { rerender } = renderWithIntl(<Page />);
    expect(screen.queryByRole('status')).toBeNull();
    click('About');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    pathname = '/en/about-us/';
    rerender(<Page />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away for other sites, new tabs, modified clicks and the same page', () => {
    renderWithIntl(<Page />);
    click('Elsewhere');
    click('New tab');
    click('Same page');
    click('About', { ctrlKey: true });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows for a router.push announced by code, and gives up after 10 s', () => {
    jest.useFakeTimers();
    try {
      renderWithIntl(<Page />);
      act(() => announceNavigation('/'));
      expect(screen.queryByRole('status')).toBeNull();
      act(() => announceNavigation('/en/search/cargo'));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(10_000);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
