import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '@/components/Header/Header';
import { switchLanguagePath } from '@/components/Header/language-path';
import { useSiteState } from '@/components/SiteState.client';
import type { GlobalData, MenuSection } from '@/lib/content/contract';
import { mockViewport, renderWithIntl } from './test-utils';
import { routeFlags } from '@/lib/routing/routes';

const push = jest.fn();
let pathname = '/en/about-us/leadership';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  // The catch-all's segments as Next hands them below the [lang] layout: one joined value, encoded as in the address.
  useSelectedLayoutSegments: () => [pathname.split('/').slice(2).join('/')].filter(Boolean),
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
}));

const sections: MenuSection[] = [
  {
    title: 'About Us',
    alias: '/about-us/',
    target: '_self',
    submenu: [
      { title: 'Overview', alias: '/about-us/', target: '_self' },
      { title: 'Leadership', alias: '/about-us/leadership', target: '_self' },
    ],
  },
  {
    title: 'Facilities',
    alias: '/facilities/',
    target: '_self',
    submenu: [{ title: 'Box Storage System', alias: '/facilities/box-storage-system', target: '_self' }],
  },
  { title: 'Stories', alias: '/stories', target: '_self', submenu: [] },
  { title: 'Partner Portal', alias: 'https://portal.example.com/', target: '_self', submenu: [] },
];

const quickLinks: GlobalData['quickLinks'] = [
  { label: 'Fees & Charges', url: '/services/fees-charges', target: '_self' },
  { label: 'Hong Kong International Airport', url: 'https://www.hongkongairport.com/', target: '_blank' },
];

const languages = [
  { code: 'en', title: 'English' },
  { code: 'zh-hk', title: '繁體中文' },
  { code: 'zh-cn', title: '简体中文' },
];

function KeywordProbe() {
  const { searchKeyword } = useSiteState();
  return <output data-testid="keyword">{searchKeyword}</output>;
}

function renderHeader() {
  return renderWithIntl(
    <>
      <Header
        lang="en"
        header={sections}
        quickLinks={quickLinks}
        importantNoticeLink={{ label: 'Important Notices', url: '/media/news-press/important-notices', target: '_self' }}
        languages={languages}
        logoAlt="HACTL – Home"
        transparentPaths={routeFlags().transparentHeader}
        landingPaths={routeFlags().landing}
      />
      <KeywordProbe />
    </>,
  );
}

const toggleFor = (title: string) => screen.getByRole('button', { name: `${title} submenu` });

beforeEach(() => {
  pathname = '/en/about-us/leadership';
  push.mockClear();
});

describe('Header: structure', () => {
  it('renders the logo link to Home, quick links, the notices icon and the menu', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'HACTL – Home' });
    expect(home).toHaveAttribute('href', '/en');
    // One inline, decorative drawing: no image requests, and CSS turns it white over a hero.
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelectorAll('svg')).toHaveLength(1);
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const quick = within(banner).getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Fees & Charges' })).toHaveAttribute('href', '/en/services/fees-charges');
    const airport = within(quick).getByRole('link', { name: /Hong Kong International Airport/ });
    expect(airport).toHaveAttribute('target', '_blank');
    expect(airport).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(banner).getByRole('link', { name: 'Important Notices' })).toHaveAttribute('href', '/en/media/news-press/important-notices');
    const nav = within(banner).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/en/stories');
    // A URL containing http opens in a new tab even with target _self (spec).
    expect(within(nav).getByRole('link', { name: /Partner Portal/ })).toHaveAttribute('target', '_blank');
    // Sections without a submenu have no toggle.
    expect(screen.queryByRole('button', { name: 'Stories submenu' })).not.toBeInTheDocument();
  });
});

describe('Header: desktop submenus', () => {
  it('opens on hover and closes when the pointer leaves the header', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Leadership' })).not.toBeInTheDocument();

    await user.hover(screen.getByRole('link', { name: 'About Us' }));
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Leadership' })).toBeVisible();
    expect(toggleFor('About Us')).toHaveAttribute('aria-controls', screen.getByRole('link', { name: 'Leadership' }).closest('[id]')!.id);

    fireEvent.mouseLeave(screen.getByRole('banner'));
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Leadership' })).not.toBeInTheDocument();
  });

  it('opens on focus and closes on Esc, returning focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    act(() => screen.getByRole('link', { name: 'Facilities' }).focus());
    expect(toggleFor('Facilities')).toHaveAttribute('aria-expanded', 'true');

    await user.tab(); // the toggle
    await user.tab(); // the first submenu link
    expect(screen.getByRole('link', { name: 'Box Storage System' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggleFor('Facilities')).toHaveAttribute('aria-expanded', 'false');
    expect(toggleFor('Facilities')).toHaveFocus();
  });

  it('opening one section closes the other', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.hover(screen.getByRole('link', { name: 'About Us' }));
    await user.hover(screen.getByRole('link', { name: 'Facilities' }));
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(toggleFor('Facilities')).toHaveAttribute('aria-expanded', 'true');
    // Hovering a section without submenu collapses the open one.
    await user.hover(screen.getByRole('link', { name: 'Stories' }));
    expect(toggleFor('Facilities')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keyboard focus leaving the header collapses the submenu', () => {
    renderHeader();
    act(() => screen.getByRole('link', { name: 'About Us' }).focus());
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'true');
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    act(() => outside.focus());
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'false');
    outside.remove();
  });
});

describe('Header: tablet menu', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockViewport(800);
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    restore();
  });

  it('the hamburger toggles aria-expanded and controls the menu', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main menu' }).id);
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrow buttons toggle submenus, one at a time, with the 100 ms step and 600 ms cleanup', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // Hover does not open anything on tablets.
    await user.hover(screen.getByRole('link', { name: 'About Us' }));
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggleFor('About Us'));
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggleFor('About Us').getAttribute('aria-controls')!)!;
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel.style.height).toBe('0px');
    act(() => jest.advanceTimersByTime(100));
    expect(panel.style.height).toMatch(/^\d+px$/);

    await user.click(toggleFor('Facilities'));
    expect(toggleFor('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(toggleFor('Facilities')).toHaveAttribute('aria-expanded', 'true');
    // The closing panel stays rendered (animating to 0) until the cleanup delay.
    expect(panel.style.height).toBe('0px');
    expect(panel).not.toHaveAttribute('hidden');
    act(() => jest.advanceTimersByTime(600));
    expect(panel).toHaveAttribute('hidden');
  });

  it('Esc closes the tablet menu and returns focus to the hamburger', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    act(() => screen.getByRole('link', { name: 'Stories' }).focus());
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });
});

describe('Header: language switcher', () => {
  it('lists the two other languages, keeping the current route', () => {
    renderHeader();
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['繁體中文', '简体中文']);
    expect(links[0]).toHaveAttribute('href', '/zh-hk/about-us/leadership');
    expect(links[0]).toHaveAttribute('lang', 'zh-HK');
    expect(links[0]).toHaveAttribute('hrefLang', 'zh-HK');
    expect(links[1]).toHaveAttribute('href', '/zh-cn/about-us/leadership');
    expect(links[1]).toHaveAttribute('lang', 'zh-CN');
    expect(within(switcher).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  const landings = routeFlags().landing;
  const to = (segments: string[], lang: 'en' | 'zh-hk' | 'zh-cn', suffix?: string) => switchLanguagePath(segments, lang, landings, suffix);

  it('swaps only the language segment and keeps query and hash', () => {
    expect(to(['about-us/leadership'], 'zh-hk')).toBe('/zh-hk/about-us/leadership');
    // Next's segments drop a landing's trailing slash: the link still names the landing.
    expect(to(['about-us'], 'en')).toBe('/en/about-us/');
    expect(to(['media'], 'zh-hk')).toBe('/zh-hk/media/');
    expect(to([], 'zh-cn')).toBe('/zh-cn');
    expect(to([], 'zh-hk', '?x=1')).toBe('/zh-hk?x=1');
    // Segments arrive encoded as in the address; the link encodes them once, and a stray '%' too.
    expect(to(['search/a%20b'], 'zh-hk', '?q=2#results')).toBe('/zh-hk/search/a%20b?q=2#results');
    expect(to(['search/100%25%20%E8%B2%A8%E9%81%8B'], 'en')).toBe('/en/search/100%25%20%E8%B2%A8%E9%81%8B');
    expect(to(['search/a b'], 'en')).toBe('/en/search/a%20b');
    expect(to(['search/100%'], 'en')).toBe('/en/search/100%25');
    // An alias row keeps the address the visitor is on (it names the same page in every language).
    expect(to(['services/iata-certified-training'], 'zh-cn')).toBe('/zh-cn/services/iata-certified-training');
  });

  it("leaves out a list view, which names this language's page or word", () => {
    expect(to(['media/news-press/latest-news'], 'zh-hk', '?page=2&year=2026#list')).toBe('/zh-hk/media/news-press/latest-news?year=2026#list');
    expect(to(['stories'], 'zh-cn', '?tag=People')).toBe('/zh-cn/stories');
    // The server renders a list view at its internal path (lib/routing/list-view.ts): the same link.
    expect(to(['stories/_list/tag/People'], 'zh-cn')).toBe('/zh-cn/stories');
    expect(to(['media/news-press/latest-news/_list/page/2'], 'en', '?page=2')).toBe('/en/media/news-press/latest-news');
  });

  it('links the home pages from the not-found page proxy.ts rewrote an unknown address to', () => {
    expect(to(['404'], 'zh-hk')).toBe('/zh-hk');
    expect(to(['404'], 'en', '?x=1')).toBe('/en');
  });
});

describe('Header: search', () => {
  it('stores each keystroke, keeps the submit inert for a blank keyword, and navigates on Enter', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('search');
    const input = within(form).getByRole('searchbox', { name: 'Search this website' });
    expect(input).toHaveFocus();
    const submit = within(form).getByRole('button', { name: 'Submit search' });
    expect(submit).toBeDisabled();

    await user.type(input, '   ');
    expect(screen.getByTestId('keyword').textContent).toBe('   ');
    expect(submit).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(push).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'a/b');
    expect(screen.getByTestId('keyword').textContent).toBe('a/b');
    expect(submit).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/en/search/a%20b');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('Esc closes the search box and returns focus to its toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('Header: transparent mode', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is transparent on a flagged route at the top, solid once scrolled', () => {
    pathname = '/en';
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-transparent');
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).not.toHaveAttribute('data-transparent');
  });

  it('is solid from the first frame on a page reloaded halfway down', () => {
    jest.useFakeTimers();
    try {
      pathname = '/en';
      Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
      renderHeader();
      // The hydration render matches the server's HTML (scrolled to the top)...
      const banner = screen.getByRole('banner');
      expect(banner).toHaveAttribute('data-transparent');
      // ...and the first animation frame reads the real position.
      act(() => {
        jest.advanceTimersByTime(20);
      });
      expect(banner).not.toHaveAttribute('data-transparent');
    } finally {
      jest.useRealTimers();
    }
  });

  it('is solid on other routes and while a menu is open', async () => {
    pathname = '/en/facilities/box-storage-system';
    const user = userEvent.setup();
    const { unmount } = renderHeader();
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent');
    await user.hover(screen.getByRole('link', { name: 'About Us' }));
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-transparent');
    unmount();

    pathname = '/en/about-us/leadership';
    renderHeader();
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-transparent');
  });
});
