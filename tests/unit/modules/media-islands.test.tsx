import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { SWRConfig } from 'swr';

let mockQuery = new URLSearchParams();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/en/media/news-press/latest-news',
  useSearchParams: () => mockQuery,
}));

import { SiteStateProvider, useSiteState } from '@/components/SiteState.client';
import NewsList from '@/modules/NewsList/NewsList';
import PhotoGallery from '@/modules/PhotoGallery/PhotoGallery';
import StoryList from '@/modules/StoryList/StoryList';
import { itemsOfCollection } from '@/modules/NewsList/news-api';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import * as fx from './fixtures';
import { renderEn } from './intl';

/** Fresh SWR cache per test, no deduping, and the client state of the language layout. */
function renderIsland(ui: ReactElement) {
  return renderEn(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SiteStateProvider>{ui}</SiteStateProvider>
    </SWRConfig>,
  );
}

const newsItems = Array.from({ length: 8 }, (_, i) => ({
  id: `n${i}`,
  url: `/media/news-press/latest-news/n${i}`,
  title: i === 7 ? 'Oldest: cool-chain centre opens' : `News item ${i}`,
  // Newest first: n0 in Nov 2026 ... n7 in 2025.
  publishTime: i === 7 ? '2025-04-02T10:00:00+08:00' : `2026-${String(11 - i).padStart(2, '0')}-01T10:00:00+08:00`,
  category: 'Latest News',
  summary: `Summary ${i}`,
}));
const newsContent = MODULE_SCHEMAS.newsList.parse({ collection: 'news/latest-news', items: newsItems });
const apiAnswer = { data: { breadcrumb: [], pageContent: [{ module: 'newsList', content: { collection: 'news/latest-news', items: newsItems } }] }, metaData: {} };

const itemLinks = (container: HTMLElement) => [...container.querySelectorAll<HTMLAnchorElement>('a[href*="/latest-news/n"]')].map((a) => a.getAttribute('href'));

describe('news list with toolbar', () => {
  let fetchMock: jest.Mock;
  let push: jest.SpyInstance;
  beforeEach(() => {
    mockQuery = new URLSearchParams();
    fetchMock = jest.fn(async () => new Response(JSON.stringify(apiAnswer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    push = jest.spyOn(window.history, 'pushState');
  });
  afterEach(() => push.mockRestore());

  it('shows the first page, the facets and the count without loading anything', () => {
    const { container } = renderIsland(<NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />);
    expect(itemLinks(container)).toHaveLength(6);
    const toolbar = screen.getByRole('search', { name: 'Filter the list' });
    const years = within(toolbar).getByLabelText('Year');
    expect([...(years as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', '2026', '2025']);
    expect(within(toolbar).getByLabelText('Month')).toHaveTextContent('March');
    // One category only: no category select.
    expect(within(toolbar).queryByLabelText('Category')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('8 items · Showing 6 of 8');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes a chosen year into the URL', async () => {
    renderIsland(<NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />);
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(push).toHaveBeenLastCalledWith(null, '', '/en/media/news-press/latest-news?year=2025');
    await userEvent.type(screen.getByLabelText('Keyword'), 'cool chain{Enter}');
    expect(push).toHaveBeenLastCalledWith(null, '', '/en/media/news-press/latest-news?q=cool+chain');
  });

  it('loads the whole list from the content API for a filtered URL', async () => {
    mockQuery = new URLSearchParams('year=2025&q=cool');
    const { container } = renderIsland(<NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list…');
    await waitFor(() => expect(itemLinks(container)).toEqual(['/en/media/news-press/latest-news/n7']));
    expect(fetchMock).toHaveBeenCalledWith('/api/en/news/latest-news', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('1 item');
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByLabelText('Keyword')).toHaveValue('cool');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows every page up to ?page= and says when nothing matches', async () => {
    mockQuery = new URLSearchParams('page=2');
    const { container, unmount } = renderIsland(<NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />);
    await waitFor(() => expect(itemLinks(container)).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    unmount();
    mockQuery = new URLSearchParams('year=2024');
    renderIsland(<NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No items match these filters.'));
  });

  it('offers a retry when the API fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }));
    mockQuery = new URLSearchParams('year=2026');
    renderIsland(<NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('drops a failed load once the filter is cleared, showing the server\'s first page again', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }));
    mockQuery = new URLSearchParams('year=2026');
    // The URL changes under the island (History API): a parent re-render makes it read the new query.
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <NewsList content={newsContent} lang="en" toolbarApi="/news/latest-news" />
          <button type="button" onClick={() => setRenders(renders + 1)}>
            re-render
          </button>
        </>
      );
    }
    const { container } = renderIsland(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    mockQuery = new URLSearchParams();
    fireEvent.click(screen.getByRole('button', { name: 're-render' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(itemLinks(container)).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('8 items · Showing 6 of 8');
  });

  it('renders no toolbar without the route flag', () => {
    renderIsland(<NewsList content={newsContent} lang="en" />);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });
});

describe('itemsOfCollection', () => {
  it('keeps valid items of the matching list and drops unsafe ones', () => {
    const page = {
      data: {
        pageContent: [
          { module: 'newsList', content: { collection: 'news/other', items: [newsItems[0]] } },
          {
            module: 'newsList',
            content: {
              collection: 'news/latest-news',
              items: [
                { ...newsItems[1], media: { type: 'image', altText: 'x', desktop: { mediaUrl: 'http://evil.example/x.jpg', width: 1, height: 1 } } },
                { ...newsItems[2], url: 'javascript:alert(1)' },
                { ...newsItems[3], url: '//evil.example' },
                { id: 'x' },
              ],
            },
          },
        ],
      },
    };
    const items = itemsOfCollection(page, JSON.stringify('news/latest-news'));
    expect(items?.map((i) => i.id)).toEqual(['n1']);
    expect(items?.[0].media).toBeUndefined();
    expect(itemsOfCollection({ data: {} }, '"news/latest-news"')).toBeNull();
  });
});

describe('stories with tag filter', () => {
  const stories = [
    { id: 's1', url: '/stories/s1', title: 'Solar roof', publishTime: '2026-02-05', tags: ['Sustainability', 'Innovation'] },
    { id: 's2', url: '/stories/s2', title: 'Night shift', publishTime: '2026-01-05', tags: ['People'] },
    { id: 's3', url: '/stories/s3', title: 'Robots', publishTime: '2025-12-05', tags: ['Innovation'] },
  ];
  const content = MODULE_SCHEMAS.storyList.parse({ collection: 'stories/detail', items: stories, tagFilter: true });
  let push: jest.SpyInstance;
  beforeEach(() => {
    mockQuery = new URLSearchParams();
    push = jest.spyOn(window.history, 'pushState');
  });
  afterEach(() => push.mockRestore());

  function TagProbe() {
    return <p data-testid="tag-state">{useSiteState().storyListTag ?? 'none'}</p>;
  }

  it('shows every story and a button per tag, most used first', async () => {
    const { container } = renderIsland(<StoryList content={content} lang="en" />);
    const group = screen.getByRole('group', { name: 'Show stories about' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All stories', 'Innovation', 'Sustainability', 'People']);
    expect(within(group).getByRole('button', { name: 'All stories' })).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelectorAll('article')).toHaveLength(3);
    await userEvent.click(within(group).getByRole('button', { name: 'People' }));
    expect(push).toHaveBeenLastCalledWith(null, '', '/en/media/news-press/latest-news?tag=People');
  });

  it('filters by the URL tag and mirrors it in storyListTag', async () => {
    mockQuery = new URLSearchParams('tag=Innovation');
    const { container } = renderIsland(
      <>
        <StoryList content={content} lang="en" />
        <TagProbe />
      </>,
    );
    expect([...container.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['Solar roof', 'Robots']);
    expect(screen.getByRole('button', { name: 'Innovation' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 stories');
    await waitFor(() => expect(screen.getByTestId('tag-state')).toHaveTextContent('Innovation'));
  });

  it('ignores a tag no story has', () => {
    mockQuery = new URLSearchParams('tag=Nope');
    const { container } = renderIsland(<StoryList content={content} lang="en" />);
    expect(container.querySelectorAll('article')).toHaveLength(3);
  });

  it('has no filter without the tagFilter flag', () => {
    renderIsland(<StoryList content={MODULE_SCHEMAS.storyList.parse({ items: stories })} lang="en" />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('photo viewer', () => {
  const content = MODULE_SCHEMAS.photoGallery.parse({
    albums: [{ title: 'Open day', photos: [{ media: fx.image('p1'), caption: 'Visitors at the BSS' }, { media: fx.image('p2') }, { media: fx.image('p3'), caption: 'Ramp' }] }],
  });

  it('opens at the chosen photo, moves with arrows (wrapping), closes with Escape and returns focus', async () => {
    renderEn(<PhotoGallery content={content} lang="en" />);
    const second = screen.getByRole('button', { name: 'Enlarge photo 2 of 3: Photo of p2' });
    await userEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer: Open day' });
    expect(dialog).toHaveTextContent('2 / 3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Photo of p2');
    expect(within(dialog).getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveTextContent('3 / 3');
    expect(dialog).toHaveTextContent('Ramp');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveTextContent('1 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog).toHaveTextContent('3 / 3');
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(dialog).toHaveTextContent('1 / 3');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Enlarge photo 1 of 3/ })).toHaveFocus();
  });

  it('moves on a horizontal swipe only', async () => {
    renderEn(<PhotoGallery content={content} lang="en" />);
    await userEvent.click(screen.getByRole('button', { name: /Enlarge photo 1 of 3/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 280, clientY: 300 }] });
    expect(dialog).toHaveTextContent('1 / 3');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 120, clientY: 320 }] });
    expect(dialog).toHaveTextContent('2 / 3');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 100, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 300, clientY: 300 }] });
    expect(dialog).toHaveTextContent('1 / 3');
  });

  it('keeps Tab inside the viewer', async () => {
    renderEn(<PhotoGallery content={content} lang="en" />);
    await userEvent.click(screen.getByRole('button', { name: /Enlarge photo 1 of 3/ }));
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1].focus();
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(buttons[buttons.length - 1]).toHaveFocus();
  });
});
