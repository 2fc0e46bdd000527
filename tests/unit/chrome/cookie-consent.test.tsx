import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import Analytics from '@/components/CookieConsent/Analytics.client';
import CookieConsent from '@/components/CookieConsent/CookieConsent';
import { configResponse, type CookiesPolicy } from '@/lib/content/contract';
import { NECESSARY_COOKIE, PERFORMANCE_COOKIE } from '@/lib/consent';
import enConfig from '@/public/assets/json/en/config.json';
import { renderWithIntl } from './test-utils';

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

function renderConsent(dict: Record<string, string> = dictionary) {
  return renderWithIntl(<CookieConsent policy={policy} dictionary={dict} gtmId={GTM} />);
}

const bar = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeEach(() => {
  clearCookies();
  push.mockReset();
  window.dataLayer = undefined;
  gtmScript()?.remove();
});

describe('cookie bar', () => {
  it('shows on a first visit with the CMS text and dictionary buttons, and sets nothing', () => {
    renderConsent();
    const region = bar()!;
    expect(region).toHaveTextContent(/We use necessary cookies/);
    expect(within(region).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Change cookie preferences' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(Cookies.get(NECESSARY_COOKIE)).toBeUndefined();
    expect(gtmScript()).toBeNull();
    expect(consentCommands()).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
  });

  it('falls back to messages when the dictionary lacks a key', () => {
    renderConsent({});
    expect(within(bar()!).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('stays hidden with a current consent and asks again when versionDate is newer', () => {
    Cookies.set(NECESSARY_COOKIE, JSON.stringify({ consent: true, timestamp: policy.versionDate }));
    const first = renderConsent();
    expect(bar()).toBeNull();
    first.unmount();
    Cookies.set(NECESSARY_COOKIE, JSON.stringify({ consent: true, timestamp: policy.versionDate - 1 }));
    renderConsent();
    expect(bar()).toBeInTheDocument();
  });

  it('treats a malformed consent cookie as no consent', () => {
    Cookies.set(NECESSARY_COOKIE, '{"consent":true,"timest');
    renderConsent();
    expect(bar()).toBeInTheDocument();
  });

  it('continue stores necessary yes and performance no, and hides the bar without loading the tag', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
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
    await user.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
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
