import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageTabs from '@/modules/PageTabs/PageTabs';
import { samePath } from '@/modules/PageTabs/PageTabs.client';
import PeopleGrid from '@/modules/PeopleGrid/PeopleGrid';
import Tabs from '@/modules/Tabs/Tabs';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import * as fx from './fixtures';
import { renderEn } from './intl';
import { useNativeDialog } from './native-dialog';

let mockPathname = '/en/about-us/awards-certifications/awards';
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => mockPathname,
}));

describe('peopleGrid', () => {
  const content = MODULE_SCHEMAS.peopleGrid.parse(fx.peopleGrid);

  it('renders cards with photo, name and position; bios are in the HTML but closed', () => {
    const { container } = renderEn(<PeopleGrid content={content} lang="en" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Grace Wong', 'Daniel Lee']);
    expect(screen.getAllByText('Chief Executive')[0]).toHaveClass('position');
    expect(container.querySelectorAll('img')[0]).toHaveAttribute('alt', 'Photo of grace');
    const dialogs = container.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(2);
    expect(dialogs[0]).not.toHaveAttribute('open');
    expect(dialogs[0]).toHaveTextContent('Grace joined in 2001.');
  });

  /** Opens the bio of `name` (a click on its button, or Enter on it), then closes it with Escape: focus returns to the button. */
  async function escapeClosesBio(name: string, open: 'click' | 'Enter') {
    const user = userEvent.setup();
    renderEn(<PeopleGrid content={content} lang="en" />);
    const opener = screen.getByRole('button', { name: new RegExp(name) });
    if (open === 'click') {
      await user.click(opener);
    } else {
      opener.focus();
      await user.keyboard('{Enter}');
    }
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  }

  describe('with a native modal dialog', () => {
    useNativeDialog();

    it('opens the bio, moves focus in, closes with the button and returns focus', async () => {
      const user = userEvent.setup();
      renderEn(<PeopleGrid content={content} lang="en" />);
      const opener = screen.getByRole('button', { name: /^Read biography ?: Grace Wong$/ });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Grace Wong' });
      expect(dialog).toHaveAttribute('open');
      const close = within(dialog).getByRole('button', { name: 'Close' });
      expect(close).toHaveFocus();
      await user.click(close);
      expect(dialog).not.toHaveAttribute('open');
      expect(opener).toHaveFocus();
    });

    it('closes with Escape and returns focus', () => escapeClosesBio('Daniel Lee', 'Enter'));
  });

  it('falls back to the open attribute where showModal is missing', () => escapeClosesBio('Grace Wong', 'click'));
});

describe('tabs', () => {
  const content = MODULE_SCHEMAS.tabs.parse(fx.tabs);

  it('server-renders every panel, only the first visible', () => {
    renderEn(<Tabs content={content} lang="en" />);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(3);
    expect(panels[0]).toBeVisible();
    expect(panels[1]).not.toBeVisible();
    expect(panels[2]).toHaveTextContent('Dangerous goods text.');
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', panels[0].id);
    expect(panels[0]).toHaveAttribute('aria-labelledby', tabs[0].id);
    expect(screen.getByRole('tablist', { name: 'Cargo types' })).toBeInTheDocument();
  });

  it('follows the WAI-ARIA keyboard pattern (arrows wrap, Home, End, roving tabindex)', async () => {
    const user = userEvent.setup();
    renderEn(<Tabs content={content} lang="en" />);
    const tabs = screen.getAllByRole('tab');
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '0');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Perishable cargo text.')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[0]);
    expect(screen.getByText('General cargo text.')).toBeVisible();
  });

  it('renders nothing without items or title', () => {
    const { container } = renderEn(<Tabs content={MODULE_SCHEMAS.tabs.parse({ items: [] })} lang="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('pageTabs', () => {
  const content = MODULE_SCHEMAS.pageTabs.parse({
    items: [
      { label: 'Awards', url: '/about-us/awards-certifications/awards' },
      { label: 'Certifications', url: '/about-us/awards-certifications/certifications' },
      { label: 'Group site', url: 'https://group.example.com' },
    ],
  });

  it('renders a navigation of localized links with aria-current on the current page', () => {
    act(() => {
      mockPathname = '/en/about-us/awards-certifications/awards';
    });
    renderEn(<PageTabs content={content} lang="en" />);
    const nav = screen.getByRole('navigation', { name: 'Pages in this section' });
    const [awards, certs, group] = within(nav).getAllByRole('link');
    expect(awards).toHaveAttribute('href', '/en/about-us/awards-certifications/awards');
    expect(awards).toHaveAttribute('aria-current', 'page');
    expect(certs).not.toHaveAttribute('aria-current');
    expect(group).toHaveAttribute('target', '_blank');
  });

  it('compares paths ignoring a trailing slash and encoding', () => {
    expect(samePath('/en/about-us/', '/en/about-us')).toBe(true);
    expect(samePath('/zh-hk/search/%E8%B2%A8', '/zh-hk/search/貨')).toBe(true);
    expect(samePath('/en/about-us/leadership', '/en/about-us')).toBe(false);
  });

  it('renders nothing without items', () => {
    const { container } = renderEn(<PageTabs content={MODULE_SCHEMAS.pageTabs.parse({ items: [] })} lang="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
