import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import Breadcrumb from '@/components/Breadcrumb';
import PageLoader from '@/components/PageLoader.client';
import PageTransition, { loadPageSlide, slideDirection } from '@/components/PageTransition.client';
import PreviewBadge from '@/components/PreviewBadge.client';
import RouteEffects, { LANG_STORAGE_KEY } from '@/components/RouteEffects.client';
import { useBreakpoints, useSiteState } from '@/components/SiteState.client';
import SkipLink from '@/components/SkipLink';
import SocialIcon from '@/components/SocialIcon';
import { BREAKPOINTS, MEDIA_QUERIES, isPhoneSizedScreen } from '@/lib/ui/breakpoints';
import { enMessages, mockViewport, renderWithIntl } from './test-utils';
import { routeFlags } from '@/lib/routing/routes';

/** The flagged paths as the layout hands them to RouteEffects. */
const { noScrollReset } = routeFlags();

let pathname = '/en';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

describe('Breadcrumb', () => {
  it('is a labelled ordered list whose last item is the current page', () => {
    renderWithIntl(
      <Breadcrumb
        items={[
          { label: 'Home', url: '/' },
          { label: 'About Us', url: '/about-us/' },
          { label: 'Leadership', url: '/about-us/leadership' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).queryByRole('link', { name: 'Leadership' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Leadership')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for an empty trail', () => {
    const { container } = renderWithIntl(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SkipLink and PageLoader', () => {
  it('skip link targets #main', () => {
    renderWithIntl(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('loader is a status with a text alternative', () => {
    renderWithIntl(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('SocialIcon', () => {
  it.each(['linkedin', 'facebook', 'youtube', 'instagram', 'wechat', 'LinkedIn', 'unknown'])('draws a decorative icon for %s', (name) => {
    const { container } = render(<SocialIcon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.children.length).toBeGreaterThan(0);
  });
});

describe('breakpoints and SiteState', () => {
  it('has the spec values', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 767, smallTablet: 1023, tablet: 1024, largeTablet: 1279, phone: 600 });
    expect(MEDIA_QUERIES.tablet).toBe('(max-width: 1024px)');
    expect(isPhoneSizedScreen(390, 844)).toBe(true);
    expect(isPhoneSizedScreen(768, 1024)).toBe(false);
  });

  function Probe() {
    const s = useSiteState();
    const { isTablet, isMobile } = useBreakpoints();
    return (
      <div>
        <span data-testid="flags">{`${isTablet}/${isMobile}`}</span>
        <span data-testid="dialogs">{`${s.dialogs.contactUs}/${s.dialogs.hactlinkSubscription}`}</span>
        <span data-testid="iata">{`${JSON.stringify(s.iataCourseData)}|${s.iataCourseDate}|${s.storyListTag}`}</span>
        <button onClick={() => s.setDialog('contactUs', true)}>thanks</button>
        <button
          onClick={() => {
            s.setIataCourseData({ title: 'DGR', code: 'DGR', sessions: [] });
            s.setIataCourseDate('2026-03-02');
            s.setStoryListTag('people');
          }}
        >
          handover
        </button>
      </div>
    );
  }

  it.each([
    [1280, 'false/false'],
    [1024, 'true/false'],
    [767, 'true/true'],
  ])('at %p px: isTablet/isMobile = %p', (width, flags) => {
    const restore = mockViewport(width);
    try {
      renderWithIntl(<Probe />);
      expect(screen.getByTestId('flags')).toHaveTextContent(flags);
    } finally {
      restore();
    }
  });

  it('holds dialog flags and the hand-over values', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Probe />);
    expect(screen.getByTestId('dialogs')).toHaveTextContent('false/false');
    await user.click(screen.getByRole('button', { name: 'thanks' }));
    expect(screen.getByTestId('dialogs')).toHaveTextContent('true/false');
    await user.click(screen.getByRole('button', { name: 'handover' }));
    expect(screen.getByTestId('iata')).toHaveTextContent('{"title":"DGR","code":"DGR","sessions":[]}|2026-03-02|people');
  });

  it('refuses to run without the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/SiteStateProvider/);
    error.mockRestore();
  });
});

describe('PreviewBadge', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    jest.useRealTimers();
  });

  it('deletes the preview cookie, calls the exit route, says so and reloads after 500 ms', async () => {
    jest.useFakeTimers();
    document.cookie = 'UMB_PREVIEW=token; path=/';
    const fetchMock = jest.fn(() => Promise.reject(new Error('offline')));
    global.fetch = fetchMock as unknown as typeof fetch;
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithIntl(<PreviewBadge />);

    fireEvent.click(screen.getByRole('button', { name: /Preview mode — click to exit/ }));
    expect(document.cookie).not.toContain('UMB_PREVIEW');
    expect(fetchMock).toHaveBeenCalledWith('/api/preview/exit', { method: 'POST' });
    expect(screen.getByRole('status')).toHaveTextContent('Leaving preview…');

    // jsdom cannot reload: it reports "not implemented" when the reload happens.
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    const before = jsdomErrors.mock.calls.length;
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(jsdomErrors.mock.calls.length).toBeGreaterThan(before);
    expect(String(jsdomErrors.mock.calls.at(-1)?.[0])).toMatch(/navigation|reload/i);
    jsdomErrors.mockRestore();
  });
});

describe('RouteEffects', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.localStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    scrollTo.mockRestore();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('saves the language and scrolls to the top on navigations, except noScrollReset routes', () => {
    pathname = '/zh-hk';
    const { rerender } = render(<RouteEffects noScrollResetPaths={noScrollReset} />);
    // Saved once the main thread is idle (jsdom has no requestIdleCallback: the next tick).
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('zh-hk');
    expect(scrollTo).not.toHaveBeenCalled(); // first load keeps the browser's position

    pathname = '/zh-hk/about-us/leadership';
    rerender(<RouteEffects noScrollResetPaths={noScrollReset} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    scrollTo.mockClear();
    pathname = '/zh-hk/privacy-notice';
    rerender(<RouteEffects noScrollResetPaths={noScrollReset} />);
    expect(scrollTo).not.toHaveBeenCalled();

    pathname = '/zh-hk/custom-page';
    rerender(<RouteEffects noScrollResetPaths={[...noScrollReset, 'custom-page']} />);
    expect(scrollTo).not.toHaveBeenCalled();

    pathname = '/en/stories';
    rerender(<RouteEffects noScrollResetPaths={[...noScrollReset, 'custom-page']} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });

  it('scrolls to the hash target after 500 ms, below the fixed header', () => {
    document.body.innerHTML = '<header data-site-header></header><section id="fees">Fees</section>';
    const header = document.querySelector('header')!;
    header.getBoundingClientRect = () => ({ top: 0, bottom: 108, height: 108 }) as DOMRect;
    const target = document.getElementById('fees')!;
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    history.replaceState(null, '', '/en/services/fees-charges#fees');

    pathname = '/en/services/fees-charges';
    render(<RouteEffects noScrollResetPaths={noScrollReset} />);
    act(() => jest.advanceTimersByTime(499));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1 + 468 + 50));
    const last = scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions;
    expect(last.top).toBe(900 - 108);
  });

  it('jumps to the hash target under reduced motion', () => {
    const restore = mockViewport(1280, true);
    document.body.innerHTML = '<section id="x">X</section>';
    document.getElementById('x')!.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    history.replaceState(null, '', '/en/stories#x');
    pathname = '/en/stories/x';
    render(<RouteEffects noScrollResetPaths={noScrollReset} />);
    act(() => jest.advanceTimersByTime(500));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    restore();
  });
});

describe('PageTransition', () => {
  function Wrapped({ order }: { order: number }) {
    return (
      <NextIntlClientProvider locale="en" messages={enMessages}>
        <PageTransition routeOrder={order}>
          <p>Page content</p>
        </PageTransition>
      </NextIntlClientProvider>
    );
  }

  it('direction follows the route order', () => {
    expect(slideDirection(3, 8)).toBe(1);
    expect(slideDirection(8, 3)).toBe(-1);
  });

  it('server HTML is visible (no opacity 0) and the first client render does not animate', async () => {
    pathname = '/en/about-us/';
    const html = renderToString(<Wrapped order={2} />);
    expect(html).toContain('Page content');
    expect(html).not.toMatch(/opacity:\s*0[;"]/);

    const { rerender } = render(<Wrapped order={2} />);
    const first = screen.getByText('Page content').parentElement!;
    expect(first.style.opacity).not.toBe('0');
    // The slide (framer-motion) is loaded on the visitor's first interaction, before any navigation.
    await act(() => loadPageSlide());

    // A client navigation further down the table slides in from the right…
    pathname = '/en/about-us/leadership';
    rerender(<Wrapped order={5} />);
    const next = screen.getByText('Page content').parentElement!;
    expect(next.style.opacity).toBe('0');
    expect(next.style.transform).toContain('40px');

    // …and back up the table from the left.
    pathname = '/en/about-us/';
    rerender(<Wrapped order={2} />);
    const back = screen.getByText('Page content').parentElement!;
    expect(back.style.transform).toContain('-40px');
  });

  it('does not animate under reduced motion', () => {
    const restore = mockViewport(1280, true);
    try {
      pathname = '/en/stories';
      const { rerender } = render(<Wrapped order={40} />);
      pathname = '/en/contact-us';
      rerender(<Wrapped order={44} />);
      expect(screen.getByText('Page content').parentElement!.style.opacity).not.toBe('0');
    } finally {
      restore();
    }
  });
});
