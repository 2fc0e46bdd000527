import { fireEvent, screen, waitFor } from '@testing-library/react';
import SearchResults from '@/modules/SearchResults/SearchResults';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import { renderEn } from './intl';

const item = (n: number) => ({ url: `/stories/s${n}`, title: `Handling story ${n}`, snippet: `…how we handle cargo, part ${n}…` });
const content = (over: Record<string, unknown>) => MODULE_SCHEMAS.searchResults.parse({ keyword: 'handle', total: 1, items: [item(1)], ...over });

// Rendering, a click and a fetch round trip: allow for a busy machine running every suite at once.
const SLOW = { timeout: 10_000 };
jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('searchResults', () => {
  it('marks what the search matched, stems included', () => {
    const { container } = renderEn(<SearchResults content={content({})} lang="en" />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Handling', 'handle']);
    expect(screen.getByRole('link', { name: 'Handling story 1' })).toHaveAttribute('href', '/en/stories/s1');
  });

  it('marks a Chinese keyword that spans two of the words a title is set in, and a number with its unit', () => {
    const items = [{ url: '/stories/s1', title: '冷鏈中心處理疫苗', snippet: '' }, { url: '/stories/s2', title: '收費為港幣 400 元的貨物', snippet: '' }];
    const marked = (keyword: string) => {
      const { container, unmount } = renderEn(<SearchResults content={content({ keyword, items, total: 2 })} lang="en" />);
      const out = [...container.querySelectorAll('h3')].map((h) => [...h.querySelectorAll('mark')].map((m) => m.textContent).join('|'));
      unmount();
      return out;
    };
    // the title is set as 冷鏈|中心|處理|疫苗 and the keyword's pair 鏈中 spans two of them: matched
    // piece by piece, only 中心 was marked
    expect(marked('鏈中心')).toEqual(['鏈|中心', '']);
    expect(marked('400元')).toEqual(['', '400|元']);
  });

  it('opens with a search box prefilled with the keyword: a GET form that works without script', () => {
    renderEn(<SearchResults content={content({ keyword: 'cool chain' })} lang="en" />);
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form).toHaveAttribute('action', '/en/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = screen.getByRole('searchbox', { name: 'Search this website' });
    expect(box).toHaveValue('cool chain');
    expect(box).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('offers an empty search box when there is no keyword yet', () => {
    renderEn(<SearchResults content={content({ keyword: ' ', total: 0, items: [] })} lang="en" />);
    expect(screen.getByRole('searchbox', { name: 'Search this website' })).toHaveValue('');
  });

  it('echoes a hostile keyword as text only', () => {
    const { container } = renderEn(<SearchResults content={content({ keyword: '<img src=x onerror=alert(1)>', total: 0, items: [] })} lang="en" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No results for “<img src=x onerror=alert(1)>”');
  });

  it('says when the keyword was cut', () => {
    renderEn(<SearchResults content={content({ truncated: true })} lang="en" />);
    expect(screen.getByText('Your search was shortened to its first 100 characters.')).toBeInTheDocument();
  });

  it('helps when nothing was found: tips, suggested searches and links', () => {
    renderEn(<SearchResults content={content({ keyword: 'zzzqqq', total: 0, items: [] })} lang="en" />);
    expect(screen.getByText(/could not find any page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dangerous goods' })).toHaveAttribute('href', '/en/search/dangerous%20goods');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact-us');
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('loads the next page from the content API and moves focus to it', async () => {
    const first = Array.from({ length: 10 }, (_, i) => item(i + 1));
    const fetchMock = jest.spyOn(global, 'fetch').mockResolvedValue(
      Response.json({ data: { breadcrumb: [], pageContent: [{ module: 'searchResults', content: { items: [item(11), { url: 'javascript:alert(1)', title: 'x', snippet: '' }] } }] } }),
    );
    renderEn(<SearchResults content={content({ total: 11, items: first })} lang="en" />);
    expect(screen.getByText('Showing 10 of 11 results')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Handling story 11' })).toHaveFocus(), SLOW);
    expect(fetchMock).toHaveBeenCalledWith('/api/en/search/getSearchResult/handle/?page=2', expect.anything());
    // An unsafe link from the API is dropped; everything is shown, so the button is gone.
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('says so when the next page cannot be loaded', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response('{}', { status: 502 }));
    renderEn(<SearchResults content={content({ total: 11, items: Array.from({ length: 10 }, (_, i) => item(i + 1)) })} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(await screen.findByText(/More results could not be loaded/, undefined, SLOW)).toBeInTheDocument();
  });
});
