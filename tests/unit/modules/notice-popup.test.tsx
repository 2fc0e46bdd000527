import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { writeConsentChoice } from '@/components/CookieConsent/consent-cookies';
import { CONSENT_VERSION_ATTRIBUTE, consentPending } from '@/components/CookieConsent/consent-gate';
import { NOTICE_COOKIE, parseWatchedTime } from '@/lib/notice/expiry';
import ImportantNotices from '@/modules/ImportantNotices/ImportantNotices';
import { RenderModules } from '@/modules/registry';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import * as fx from './fixtures';
import { renderEn } from './intl';
import { useNativeDialog } from './native-dialog';

jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), usePathname: () => '/en' }));

const notice = (title: string, url?: string) => ({
  icon: fx.image('icon-notice', 'ignored'),
  title,
  desc: `<p>${title}: details.</p>`,
  ...(url ? { button: { label: `Read about ${title}`, url } } : {}),
});
const threeNotices = {
  title: 'Service notices',
  expiry: 'daily',
  items: [notice('Typhoon', '/media/news-press/important-notices/typhoon'), notice('Charges', '/media/news-press/important-notices/charges'), notice('Holidays')],
};

function renderNotices(raw: unknown) {
  return renderEn(<ImportantNotices content={MODULE_SCHEMAS.importantNotices.parse(raw)} lang="en" />);
}

const cookie = () => Cookies.get(NOTICE_COOKIE);
/** The popup opens in a task of its own after hydration (NoticePopup): let that task run. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const shown = (container: HTMLElement) => [...container.querySelectorAll('[data-notice-index]')].filter((el) => !el.hasAttribute('hidden')).map((el) => el.querySelector('h3')?.textContent);

beforeEach(() => Cookies.remove(NOTICE_COOKIE, { path: '/' }));

describe.each([
  ['a native modal dialog', true],
  ['a browser without showModal', false],
])('the important-notice popup in %s', (_name, native) => {
  const calls: string[] = [];
  if (native) useNativeDialog(() => calls.push('showModal'));
  beforeEach(() => {
    calls.length = 0;
  });

  it('opens on a first visit with focus on its close button, named by its title', async () => {
    const { container } = renderNotices(threeNotices);
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Service notices' });
    expect(dialog).toHaveAttribute('open');
    expect(calls).toEqual(native ? ['showModal'] : []);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(shown(container)).toEqual(['Typhoon']);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('pages with previous and next, stopping at the first and the last notice', async () => {
    const user = userEvent.setup();
    const { container } = renderNotices(threeNotices);
    await settle();
    const previous = screen.getByRole('button', { name: 'Previous notice' });
    const next = screen.getByRole('button', { name: 'Next notice' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(shown(container)).toEqual(['Typhoon']);
    await user.click(next);
    expect(shown(container)).toEqual(['Charges']);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    expect(shown(container)).toEqual(['Holidays']);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(previous);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderEn(
      <>
        <button type="button">Outside</button>
        <ImportantNotices content={MODULE_SCHEMAS.importantNotices.parse(threeNotices)} lang="en" />
      </>,
    );
    await settle();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next notice' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    // The hidden notices' links are not tab stops: only the shown one's.
    expect(screen.getByRole('link', { name: /^Read about Typhoon ?: Typhoon$/ })).toHaveFocus();
  });

  it('closes on Esc, remembers the time and gives focus back', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    renderEn(<button type="button">Opener</button>);
    screen.getByRole('button', { name: 'Opener' }).focus();
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    const watched = parseWatchedTime(cookie());
    expect(watched).not.toBeNull();
    expect(watched!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(watched!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('writes the cookie when closed with the close button', async () => {
    const user = userEvent.setup();
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(cookie()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    expect(cookie()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('closes and writes the cookie when a notice’s detail link is followed', async () => {
    const user = userEvent.setup();
    const { container } = renderNotices(threeNotices);
    await settle();
    const link = screen.getByRole('link', { name: /^Read about Typhoon ?: Typhoon$/ });
    expect(link).toHaveAttribute('href', '/en/media/news-press/important-notices/typhoon');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    expect(parseWatchedTime(cookie())).not.toBeNull();
  });

  it('stays closed while the expiry has not passed, and opens with a malformed cookie', async () => {
    Cookies.set(NOTICE_COOKIE, new Date().toISOString());
    const { container, unmount } = renderNotices(threeNotices);
    await settle();
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    // Still in the HTML, for crawlers and the page's search index.
    expect(container).toHaveTextContent('Typhoon: details.');
    unmount();
    Cookies.set(NOTICE_COOKIE, 'last tuesday');
    const again = renderNotices(threeNotices);
    await settle();
    expect(again.container.querySelector('dialog')).toHaveAttribute('open');
  });

  it('shows again at once with no-reload', async () => {
    Cookies.set(NOTICE_COOKIE, new Date().toISOString());
    const { container } = renderNotices({ ...threeNotices, expiry: 'no-reload' });
    await settle();
    expect(container.querySelector('dialog')).toHaveAttribute('open');
  });
});

describe('important notices content', () => {
  it('uses the localized default title and no pager for a single notice', async () => {
    const { container } = renderNotices({ expiry: 'weekly', items: [notice('Typhoon')] });
    await settle();
    expect(screen.getByRole('dialog', { name: 'Important Notice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notice$/ })).toBeNull();
    expect(container).not.toHaveTextContent('1 / 1');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('renders nothing without an expiry, with an unknown expiry or without notices', () => {
    for (const raw of [{ items: [notice('Typhoon')] }, { expiry: 'hourly', items: [notice('Typhoon')] }, { expiry: 'daily', items: [] }]) {
      const { container, unmount } = renderNotices(raw);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('drops malformed optional fields and malformed notices one by one', async () => {
    const { container } = renderNotices({
      expiry: 'daily',
      title: 42,
      items: [
        { title: 'Typhoon', desc: '<p>Closed</p>', icon: { type: 'image' }, button: { label: 'Go', url: 'javascript:alert(1)' } },
        { title: '', desc: '<p>No title</p>' },
        'garbage',
      ],
    });
    await settle();
    expect(screen.getByRole('dialog', { name: 'Important Notice' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-notice-index]')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).not.toHaveTextContent('No title');
  });

  it('comes from the module registry wherever a page includes it', async () => {
    renderEn(<RenderModules entries={[{ module: 'importantNotices', content: threeNotices }]} lang="en" preview={false} />);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Service notices' })).toHaveAttribute('open');
  });
});

describe('one layer per page view: the popup and the cookie bar (components/CookieConsent/consent-gate.ts)', () => {
  const VERSION = 1_700_000_000;
  const dialog = (container: HTMLElement) => container.querySelector('dialog');
  beforeEach(() => {
    document.body.setAttribute(CONSENT_VERSION_ATTRIBUTE, String(VERSION));
    Cookies.remove('necessary-cookies', { path: '/' });
    Cookies.remove('performance-cookies', { path: '/' });
  });
  afterEach(() => document.body.removeAttribute(CONSENT_VERSION_ATTRIBUTE));

  it('stays closed while the bar asks, and after the answer in the same view (no second pop-up over the page)', async () => {
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(consentPending()).toBe(true);
    expect(dialog(container)).not.toHaveAttribute('open');

    act(() => writeConsentChoice({ necessary: true, performance: false }));
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(consentPending()).toBe(false);
    expect(dialog(container)).not.toHaveAttribute('open');
  });

  it('opens on the next view after the answer, still due (no watched-time cookie)', async () => {
    const first = renderNotices(threeNotices);
    await settle();
    act(() => writeConsentChoice({ necessary: true, performance: false }));
    first.unmount();
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(dialog(container)).toHaveAttribute('open');
  });

  it('opens at once for a visitor who answered after the policy version', async () => {
    writeConsentChoice({ necessary: true, performance: true }, VERSION + 10);
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(dialog(container)).toHaveAttribute('open');
  });

  it('asks again (and waits) when the answer is older than the policy version', async () => {
    writeConsentChoice({ necessary: true, performance: true }, VERSION - 10);
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(dialog(container)).not.toHaveAttribute('open');
  });

  it('does not wait on a site without a cookie bar', async () => {
    document.body.removeAttribute(CONSENT_VERSION_ATTRIBUTE);
    const { container } = renderNotices(threeNotices);
    await settle();
    expect(dialog(container)).toHaveAttribute('open');
  });
});
