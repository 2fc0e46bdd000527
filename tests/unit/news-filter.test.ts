import { filterNews, isFiltered, newsFacets, newsFilterQuery, pageOf, parseNewsFilter, periodOf, type FilterableItem } from '@/lib/content/news-filter';

const params = (query: string) => new URLSearchParams(query);

const items: FilterableItem[] = [
  { title: 'Record Q3 throughput', summary: 'Tonnage up 8%.', category: 'Latest News', publishTime: '2026-10-15T10:00:00+08:00' },
  { title: 'New pharma zone', summary: 'Cool chain capacity doubles.', category: 'Latest News', publishTime: '2026-08-20T10:00:00+08:00' },
  { title: 'Annual results 2025', summary: 'Revenue grew.', category: 'Press Releases', publishTime: '2026-03-26' },
  // 31 Dec 2025 20:00 UTC is 1 Jan 2026 04:00 in Hong Kong.
  { title: 'New Year operations', summary: 'Opening hours.', category: 'Latest News', publishTime: '2025-12-31T20:00:00Z' },
  { title: '新電動拖車車隊', summary: '全面採用電動拖車。', category: '新聞稿', publishTime: '2025-06-18T11:00:00+08:00' },
  { title: 'Undated note' },
];

describe('parseNewsFilter', () => {
  it('reads every valid value and normalizes the month', () => {
    expect(parseNewsFilter(params('year=2026&month=3&category=Press%20Releases&q=%20cool%20%20chain%20&page=2'))).toEqual({
      year: '2026',
      month: '03',
      category: 'Press Releases',
      q: 'cool chain',
      page: 2,
    });
  });

  it('drops invalid or oversized values instead of failing', () => {
    expect(parseNewsFilter(params('year=26&month=13&page=0&q=%20%20'))).toEqual({ page: 1 });
    expect(parseNewsFilter(params(`year=2026x&month=00&page=-1&category=${'x'.repeat(61)}`))).toEqual({ page: 1 });
    expect(parseNewsFilter(params('page=9999')).page).toBe(1);
    expect(parseNewsFilter(params('page=999')).page).toBe(50);
    expect(parseNewsFilter(params(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('round-trips through the query string in a stable order', () => {
    const filter = { q: '冷鏈 物流', month: '08', year: '2026', page: 3 };
    const query = newsFilterQuery(filter);
    expect(query).toBe('?year=2026&month=08&q=%E5%86%B7%E9%8F%88+%E7%89%A9%E6%B5%81&page=3');
    expect(parseNewsFilter(params(query.slice(1)))).toEqual(filter);
    expect(newsFilterQuery({ page: 1 })).toBe('');
  });

  it('tells a filtered state from a paged one', () => {
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ page: 1, q: 'x' })).toBe(true);
  });
});

describe('periodOf', () => {
  it('uses the calendar day of a bare date and Hong Kong time for a date-time', () => {
    expect(periodOf('2026-03-26')).toBe('2026-03');
    expect(periodOf('2025-12-31T20:00:00Z')).toBe('2026-01');
    expect(periodOf('2026-10-01T00:30:00+08:00')).toBe('2026-10');
    expect(periodOf('not a date')).toBeNull();
    expect(periodOf(undefined)).toBeNull();
  });
});

describe('filterNews', () => {
  const titles = (query: string) => filterNews(items, parseNewsFilter(params(query))).map((i) => i.title);

  it('keeps everything (in order) without a filter', () => {
    expect(titles('')).toHaveLength(items.length);
  });

  it('filters by year and by month in Hong Kong time', () => {
    expect(titles('year=2025')).toEqual(['新電動拖車車隊']);
    expect(titles('year=2026')).toEqual(['Record Q3 throughput', 'New pharma zone', 'Annual results 2025', 'New Year operations']);
    expect(titles('year=2026&month=1')).toEqual(['New Year operations']);
    expect(titles('month=08')).toEqual(['New pharma zone']);
  });

  it('filters by category', () => {
    expect(titles('category=Press%20Releases')).toEqual(['Annual results 2025']);
    expect(titles('category=Nothing')).toEqual([]);
  });

  it('matches every keyword in title, summary or category, ignoring case and width', () => {
    expect(titles('q=COOL')).toEqual(['New pharma zone']);
    expect(titles('q=pharma%20chain')).toEqual(['New pharma zone']);
    expect(titles('q=pharma%20results')).toEqual([]);
    expect(titles('q=%EF%BC%B1%EF%BC%93')).toEqual(['Record Q3 throughput']);
    expect(titles('q=電動')).toEqual(['新電動拖車車隊']);
    expect(titles('q=press')).toEqual(['Annual results 2025']);
  });

  it('combines the filters', () => {
    expect(titles('year=2026&q=hours')).toEqual(['New Year operations']);
    expect(titles('year=2025&q=hours')).toEqual([]);
    expect(titles('year=2026&month=08&category=Latest%20News')).toEqual(['New pharma zone']);
  });
});

describe('pageOf and newsFacets', () => {
  it('shows whole pages and says whether more remain', () => {
    const list = Array.from({ length: 13 }, (_, i) => i);
    expect(pageOf(list, 1)).toEqual({ shown: [0, 1, 2, 3, 4, 5], hasMore: true });
    expect(pageOf(list, 2).shown).toHaveLength(12);
    expect(pageOf(list, 3)).toEqual({ shown: list, hasMore: false });
    expect(pageOf(list, 1, 13).hasMore).toBe(false);
  });

  it('lists years newest first and categories once', () => {
    expect(newsFacets(items)).toEqual({ years: ['2026', '2025'], categories: ['Latest News', 'Press Releases', '新聞稿'] });
  });
});
