import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import Analytics from '@/components/CookieConsent/Analytics.client';
import CookieConsent from '@/components/CookieConsent/CookieConsent.client';
import { cookieCopy } from '@/components/CookieConsent/copy';
import { configResponse, type CookiesPolicy } from '@/lib/content/contract';
import { NECESSARY_COOKIE, PERFORMANCE_COOKIE } from '@/lib/consent';
import enConfig from '@/public/assets/json/en/config.json';
import { mockApi } from '../forms/mock-api';
import { enMessages, renderWithIntl } from './test-utils';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/en',
}));

const global = configResponse.parse(enConfig).data;
const policy = global.cookiesPolicy as CookiesPolicy;
const dictionary = global.dictionary;
const GTM = 'GTM-TEST000';

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

function stored(name: string): unknown {
  const raw = Cookies.get(name);
  return raw === undefined ? undefined : JSON.parse(raw);
}

function gtmScript(): HTMLScriptElement | null {
  return document.querySelector('script[data-gtm-container]');
}

/** The dataLayer's consent commands as plain arrays. */
function consentCommands(): unknown[][] {
  return (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent');
}

const server = mockApi();
const t = createTranslator({ locale: 'en', messages: enMessages, namespace: 'cookies' });
/** The requests for the bar's and panel's words (GET /api/cookie-copy/en, answered as the route does). */
let copyRequests = 0;

function renderConsent(dict: Record<string, string> = dictionary) {
  server.use(
    http.get('*/api/cookie-copy/en', () => {
      copyRequests += 1;
      return HttpResponse.json(cookieCopy(policy, dict, 'en', (key) => t(key as never)));
    }),
  );
  return renderWithIntl(<CookieConsent versionDate={policy.versionDate} lang="en" gtmId={GTM} />);
}

const bar = () => screen.queryByRole('region', { name: 'Cookie consent' });
/** The bar, once its words have arrived. */
const shownBar = () => screen.findByRole('region', { name: 'Cookie consent' });

beforeEach(() => {
  clearCookies();
  copyRequests = 0;
  push.mockReset();
  window.dataLayer = undefined;
  gtmScript()?.remove();
});

describe('cookie bar', () => {
  it('shows on a first visit with the CMS text and dictionary buttons, and sets nothing', async () => {
    renderConsent();
    const region = await shownBar();
    expect(region).toHaveTextContent(/We use necessary cookies/);
    expect(within(region).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Change cookie preferences' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(Cookies.get(NECESSARY_COOKIE)).toBeUndefined();
    expect(gtmScript()).toBeNull();
    expect(consentCommands()).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
  });

  it('falls back to messages when the dictionary lacks a key', async () => {
    renderConsent({});
    expect(within(await shownBar()).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('stays hidden with a current consent, without downloading its words, and asks again when versionDate is newer', async () => {
    Cookies.set(NECESSARY_COOKIE, JSON.stringify({ consent: true, timestamp: policy.versionDate }));
    const first = renderConsent();
    expect(bar()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(bar()).toBeNull();
    expect(copyRequests).toBe(0);
    first.unmount();
    Cookies.set(NECESSARY_COOKIE, JSON.stringify({ consent: true, timestamp: policy.versionDate - 1 }));
    renderConsent();
    expect(await shownBar()).toBeInTheDocument();
    expect(copyRequests).toBe(1);
  });

  it('sends the CMS rich text sanitized, with its links at the page language\'s addresses', () => {
    const copy = cookieCopy({ ...policy, stickyBar: '<p onclick="x()">See our <a href="/cookie-notice">notice</a><script>alert(1)</script></p>' }, dictionary, 'en', (key) => t(key as never));
    expect(copy.texts.stickyBarHtml).toBe('<p>See our <a href="/en/general/cookie-notice">notice</a></p>');
    expect(copy.labels.continue).toBe('Continue');
  });

  it('tries again after a failed request, and shows the bar when the words arrive', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let calls = 0;
      server.use(http.get('*/api/cookie-copy/en', () => (++calls === 1 ? new HttpResponse('busy', { status: 503 }) : HttpResponse.json(cookieCopy(policy, dictionary, 'en', (key) => t(key as never))))));
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderWithIntl(<CookieConsent versionDate={policy.versionDate} lang="en" gtmId={GTM} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(await shownBar()).toHaveTextContent(/We use necessary cookies/);
      expect(calls).toBe(2);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a malformed consent cookie as no consent', async () => {
    Cookies.set(NECESSARY_COOKIE, '{"consent":true,"timest');
    renderConsent();
    expect(await shownBar()).toBeInTheDocument();
  });

  it('continue stores necessary yes and performance no, and hides the bar without loading the tag', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(bar()).toBeNull();
    expect(stored(NECESSARY_COOKIE)).toEqual({ consent: true, timestamp: expect.any(Number) });
    expect(stored(PERFORMANCE_COOKIE)).toEqual({ consent: false, timestamp: expect.any(Number) });
    expect(gtmScript()).toBeNull();
  });
});

describe('preferences panel', () => {
  async function openPanel() {
    const user = userEvent.setup();
    renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Change cookie preferences' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'How we use cookies' }) };
  }

  it('opens as a modal dialog instead of the bar, with focus inside', async () => {
    const { dialog } = await openPanel();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(bar()).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByText('Always active')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Allow performance cookies' })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps Tab inside and Escape closes it, bringing the bar back with focus on its opener', async () => {
    const { user, dialog } = await openPanel();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save preferences' });
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change cookie preferences' })).toHaveFocus();
    expect(Cookies.get(NECESSARY_COOKIE)).toBeUndefined();
  });

  it('the close button forgets an unsaved toggle', async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('toggle then save stores performance yes, grants analytics storage and loads the container', async () => {
    const { user, dialog } = await openPanel();
    const toggle = within(dialog).getByRole('switch');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(Cookies.get(PERFORMANCE_COOKIE)).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar()).toBeNull();
    expect(stored(NECESSARY_COOKIE)).toMatchObject({ consent: true });
    expect(stored(PERFORMANCE_COOKIE)).toMatchObject({ consent: true });
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })]);
    expect(gtmScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST000');
  });

  it('accept stores both yes', async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Accept all cookies' }));
    expect(stored(NECESSARY_COOKIE)).toMatchObject({ consent: true });
    expect(stored(PERFORMANCE_COOKIE)).toMatchObject({ consent: true });
  });

  it('decline stores necessary yes and performance no', async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Decline optional cookies' }));
    expect(stored(NECESSARY_COOKIE)).toMatchObject({ consent: true });
    expect(stored(PERFORMANCE_COOKIE)).toMatchObject({ consent: false });
    expect(gtmScript()).toBeNull();
  });

  it('an internal link navigates in-app and closes the panel', async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('link', { name: 'Cookie Notice' }));
    // The content's /cookie-notice is linked at the page's canonical address (lib/routing/links.ts).
    expect(push).toHaveBeenCalledWith('/en/general/cookie-notice', { scroll: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar()).toBeInTheDocument();
  });
});

describe('Analytics', () => {
  it('loads nothing without a container ID', () => {
    renderWithIntl(<Analytics containerId={undefined} granted />);
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('withdrawing consent sends a denied update and removes the Google Analytics cookies', () => {
    const view = renderWithIntl(<Analytics containerId={GTM} granted />);
    Cookies.set('_ga', 'GA1.1.1');
    Cookies.set('_ga_ABC123', 'GS1.1.1');
    Cookies.set('NEXT_LOCALE', 'en');
    act(() => view.rerender(<Analytics containerId={GTM} granted={false} />));
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(Cookies.get('_ga')).toBeUndefined();
    expect(Cookies.get('_ga_ABC123')).toBeUndefined();
    expect(Cookies.get('NEXT_LOCALE')).toBe('en');
  });
});
