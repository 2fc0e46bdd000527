import { screen } from '@testing-library/react';

jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), usePathname: () => '/en/media/news-press/important-notices' }));
import { onInvalidContent } from '@/lib/content/primitives';
import { RenderModules, parseEntry } from '@/modules/registry';
import * as fx from './fixtures';
import { renderEn } from './intl';

describe('RenderModules', () => {
  let invalid: string[] = [];
  let off: () => void;
  beforeEach(() => {
    invalid = [];
    off = onInvalidContent((where) => invalid.push(where));
  });
  afterEach(() => off());

  const entries = [
    { module: 'pageHero', content: fx.pageHero },
    { module: 'fancyCarousel', content: { slides: [] } },
    { module: 'pageHero', content: { subtitle: 'No title' } },
    { module: 'cardGrid', content: { title: 'Grid', items: 'oops' } },
    { module: 'richText', content: { anchor: 'terms', html: '<p>Terms apply.</p>' } },
    { module: 'importantNotices', content: { title: 'Notice', expiry: 'daily', items: [{ title: 'Typhoon', desc: '<p>Closed</p>' }] } },
  ];

  it('renders the valid modules in order and drops unknown and invalid ones', () => {
    const { container } = renderEn(<RenderModules entries={entries} lang="en" preview={false} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Facts and figures');
    expect(screen.getByRole('heading', { level: 2, name: 'Grid' })).toBeInTheDocument();
    expect(container.querySelector('#terms')).toHaveTextContent('Terms apply.');
    expect(container).not.toHaveTextContent('No title');
    expect(container).not.toHaveTextContent('fancyCarousel');
    // The notice popup is a dialog of its own, never inline text (closed until it opens after hydration).
    expect(container.querySelector('dialog')).toHaveTextContent(/^Notice.*Typhoon/);
    expect(container.querySelectorAll('[data-preview-notice]')).toHaveLength(0);
    expect(container.children).toHaveLength(4);
  });

  it('reports the invalid module', () => {
    renderEn(<RenderModules entries={entries} lang="en" preview={false} />);
    expect(invalid).toContain('pageContent[2] (pageHero)');
  });

  it('shows editors a notice for unknown and invalid modules in preview', () => {
    renderEn(<RenderModules entries={entries} lang="en" preview />);
    const notes = screen.getAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual(['Unknown module: fancyCarousel', 'Module “pageHero” has invalid content and is hidden from visitors.']);
    // What the other tests look for to say a page has no such notice (a callout is a note too).
    for (const note of notes) expect(note).toHaveAttribute('data-preview-notice');
  });

  it('never throws on garbage', () => {
    const garbage = [null, 'x', 42, { module: 7 }, { module: 'pageHero' }, { module: '__proto__', content: {} }, { module: 'constructor', content: {} }] as unknown[];
    const { container } = renderEn(<RenderModules entries={garbage} lang="en" preview={false} />);
    expect(container).toBeEmptyDOMElement();
    renderEn(<RenderModules entries={undefined as unknown as unknown[]} lang="en" preview={false} />);
  });

  it('passes the route flags: list view for news lists, header room for a first hero', () => {
    const news = { module: 'newsList', content: { items: fx.newsItems } };
    const { container, unmount } = renderEn(<RenderModules entries={[news]} lang="en" preview={false} route={{ listView: true }} />);
    expect(container.querySelectorAll('article')).toHaveLength(0);
    unmount();

    const hero = { module: 'pageHero', content: fx.pageHero };
    const { container: c2 } = renderEn(<RenderModules entries={[hero, hero]} lang="en" preview={false} route={{ transparentHeader: true }} />);
    const [first, second] = c2.querySelectorAll('section');
    expect(first).toHaveClass('overlay');
    expect(second).not.toHaveClass('overlay');
  });
});

describe('the breadcrumb of a transparent-header page', () => {
  // As app/[lang]/[[...path]]/page.tsx passes it: light in the hero, or in its normal place.
  const breadcrumb = {
    inHero: <nav aria-label="Breadcrumb" data-where="hero">Home / About us</nav>,
    standalone: <nav aria-label="Breadcrumb" data-where="page">Home / About us</nav>,
  };

  it('rides at the top of a first pageHero that rendered', () => {
    const hero = { module: 'pageHero', content: fx.pageHero };
    const { container } = renderEn(<RenderModules entries={[hero]} lang="en" preview={false} route={{ transparentHeader: true }} breadcrumb={breadcrumb} />);
    const crumbs = screen.getAllByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveLength(1);
    expect(crumbs[0]).toHaveAttribute('data-where', 'hero');
    expect(container.querySelector('section.overlay')).toContainElement(crumbs[0]);
  });

  it('stays on the page when the first pageHero fails its schema (the hero renders nothing)', () => {
    const reported: string[] = [];
    const off = onInvalidContent((where) => reported.push(where));
    try {
      const broken = { module: 'pageHero', content: { subtitle: 'No title' } };
      const { container } = renderEn(<RenderModules entries={[broken]} lang="en" preview={false} route={{ transparentHeader: true }} breadcrumb={breadcrumb} />);
      expect(reported).toEqual(['pageContent[0] (pageHero)']);
      expect(container.querySelector('section')).toBeNull();
      const crumbs = screen.getAllByRole('navigation', { name: 'Breadcrumb' });
      expect(crumbs).toHaveLength(1);
      expect(crumbs[0]).toHaveAttribute('data-where', 'page');
    } finally {
      off();
    }
  });

  it('follows a first module that is not a pageHero, and a page with no modules', () => {
    const text = { module: 'richText', content: fx.richText };
    const { container, unmount } = renderEn(<RenderModules entries={[text]} lang="en" preview={false} route={{ transparentHeader: true }} breadcrumb={breadcrumb} />);
    expect(container.lastElementChild).toHaveAttribute('data-where', 'page');
    unmount();
    renderEn(<RenderModules entries={[]} lang="en" preview={false} route={{ transparentHeader: true }} breadcrumb={breadcrumb} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveAttribute('data-where', 'page');
  });
});

describe('news list pages', () => {
  const entries = [
    { module: 'newsList', content: { title: 'Important Notices', items: fx.newsItems } },
    { module: 'richText', content: { html: '<p>Service notices for our customers.</p>' } },
    { module: 'pageTabs', content: { items: [{ label: 'Latest News', url: '/media/news-press/latest-news' }] } },
  ];

  it('open with the list title as h1 and the rich text as description, then tabs, then the list', () => {
    const { container } = renderEn(<RenderModules entries={entries} lang="en" preview={false} route={{ toolbar: false, listView: true }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Important Notices');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = container.firstElementChild as HTMLElement;
    expect(hero).toHaveTextContent('Service notices for our customers.');
    expect(hero.nextElementSibling?.tagName).toBe('NAV');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Record tonnage in March', 'New cool-chain centre opens']);
    expect(container.querySelectorAll('article')).toHaveLength(0);
  });

  it("load the list's first image with high priority only when the list opens the page", () => {
    const priorityAlts = (container: HTMLElement) => [...container.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.getAttribute('alt'));
    const { container, unmount } = renderEn(<RenderModules entries={entries.slice(0, 1)} lang="en" preview={false} route={{ toolbar: false }} />);
    expect(priorityAlts(container)).toEqual(['Photo of n2']);
    unmount();

    // An article followed by the latest news: the article's own image is the one a phone shows first.
    const article = { module: 'newsDetail', content: { title: 'Cool-chain centre opens', publishTime: '2025-03-01', category: 'press-release', html: '<p>Open.</p>', media: fx.image('coolchain') } };
    const latest = { module: 'newsList', content: { title: 'Latest news', items: fx.newsItems } };
    const { container: detail } = renderEn(<RenderModules entries={[article, latest]} lang="en" preview={false} />);
    expect(detail.querySelectorAll('img')).toHaveLength(2);
    expect(priorityAlts(detail)).toEqual(['Photo of coolchain']);
  });

  it('keep the content order on other routes', () => {
    const { container } = renderEn(<RenderModules entries={entries} lang="en" preview={false} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.firstElementChild).toHaveTextContent('Important Notices');
  });
});

describe('parseEntry', () => {
  it('accepts a valid entry and returns the parsed content', () => {
    const parsed = parseEntry({ module: 'pageTabs', content: { items: [{ label: 'A', url: '/a' }, { label: '', url: '/b' }] } }, 0);
    expect(parsed).toEqual({ ok: true, name: 'pageTabs', content: { items: [{ label: 'A', url: '/a' }] } });
  });

  it('flags unknown names without reporting them as invalid content', () => {
    expect(parseEntry({ module: 'nope', content: {} }, 0)).toEqual({ ok: false, name: 'nope', known: false });
  });
});
