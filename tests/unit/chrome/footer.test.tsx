import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Footer, { CORP_SITE_WINDOW } from '@/components/Footer/Footer';
import { FOOTER_SUBMENU_EXTRA_PX } from '@/components/Footer/FooterMenuEntry.client';
import { configResponse } from '@/lib/content/contract';
import { renderWithIntl } from './test-utils';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

// The shipped English global data, through the same validation the site uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const global = configResponse.parse(require('../../../public/assets/json/en/config.json')).data;

function renderFooter(footer: typeof global.footer | null = global.footer) {
  return renderWithIntl(<Footer lang="en" footer={footer} header={global.header} quickLinks={global.quickLinks} />);
}

describe('Footer', () => {
  it('renders nothing without footer data', () => {
    const { container } = renderFooter(null);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders info, social icons, menu, quick links, remarks, footer links and copyright', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const f = global.footer!;
    const home = within(footer).getByRole('link', { name: 'HACTL home page' });
    expect(home).toHaveAttribute('href', '/en');
    // The logo is drawn inline and decorative: no image request, the link text names it.
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(footer).getByText(f.hactlInfo!.title)).toBeInTheDocument();
    expect(within(footer).getByText(/SuperTerminal Two at Hong Kong International Airport/)).toBeInTheDocument();

    const menu = within(footer).getByRole('navigation', { name: 'Site menu' });
    expect(within(menu).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/about-us\/?$/));
    expect(within(menu).getByRole('link', { name: 'Leadership' })).toHaveAttribute('href', '/en/about-us/leadership');

    const quick = within(footer).getByRole('navigation', { name: 'Footer quick links' });
    expect(within(quick).getAllByRole('link')).toHaveLength(global.quickLinks.length);

    const legal = within(footer).getByRole('navigation', { name: 'Legal and policies' });
    expect(within(legal).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/en/privacy-notice');
    expect(within(footer).getByText(f.copyright!)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+852 2753 0188' })).toHaveAttribute('href', 'tel:+85227530188');
  });

  it("shows an icon for each of the company's own social profiles, none for a network's home page", () => {
    const raw = require('../../../public/assets/json/en/config.json'); // eslint-disable-line @typescript-eslint/no-require-imports
    const socialMedia = [
      { url: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/harbour-air-cargo-terminal', target: '_blank' }, icon: 'linkedin' },
      { url: { label: 'Facebook', url: 'https://www.facebook.com/', target: '_blank' }, icon: 'facebook' },
      { url: { label: 'YouTube', url: 'http://www.youtube.com/@hactl', target: '_blank' }, icon: 'youtube' },
    ];
    const parsed = configResponse.parse({ ...raw, data: { ...raw.data, footer: { ...raw.data.footer, socialMedia } } }).data;
    renderFooter(parsed.footer);
    const footer = screen.getByRole('contentinfo');
    const linkedin = within(footer).getByRole('link', { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/company/harbour-air-cargo-terminal');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The network's home page and the plain-http URL are no profiles: no icon.
    expect(within(footer).queryByRole('link', { name: /Facebook|YouTube/ })).toBeNull();
  });

  it('has no "follow us" block when no profile is configured (the demo content has none)', () => {
    expect(global.footer!.socialMedia).toEqual([]);
    renderFooter();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
  });

  it('opens the group websites in the named window', () => {
    renderFooter();
    const group = screen.getByRole('region', { name: global.footer!.corpSites!.title! });
    const links = within(group).getAllByRole('link');
    expect(links).toHaveLength(global.footer!.corpSites!.sites.length);
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', CORP_SITE_WINDOW);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    expect(CORP_SITE_WINDOW).toBe('corpSite');
  });

  it('mobile: the arrow of an entry with a submenu flips aria-expanded and sizes the panel to content + 20 px', async () => {
    const user = userEvent.setup();
    renderFooter();
    const toggle = screen.getByRole('button', { name: 'About Us submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    Object.defineProperty(panel, 'scrollHeight', { value: 180, configurable: true });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    expect(panel.style.height).toBe(`${180 + FOOTER_SUBMENU_EXTRA_PX}px`);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    // Entries without a submenu have no arrow.
    expect(screen.queryByRole('button', { name: 'Stories submenu' })).not.toBeInTheDocument();
  });

  it('works with a minimal footer', () => {
    renderFooter({ socialMedia: [], footerLinks: [] });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('region')).not.toBeInTheDocument();
    expect(within(footer).queryByText('Follow us')).not.toBeInTheDocument();
  });
});
