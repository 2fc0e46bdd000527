import { render, screen, within } from '@testing-library/react';
import IataCourse from '@/modules/IataCourse/IataCourse';
import IataCourseList from '@/modules/IataCourseList/IataCourseList';
import SearchResults from '@/modules/SearchResults/SearchResults';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import { highlight, matchRanges } from '@/modules/shared/highlight';
import { renderEn } from './intl';

describe('iataCourseList', () => {
  it('renders course cards with next session and an Apply link to the course page', () => {
    const content = MODULE_SCHEMAS.iataCourseList.parse({
      title: 'IATA courses',
      items: [{ id: 'dgr', url: '/services/iata-training/dgr', title: 'Dangerous Goods Regulations', publishTime: '2025-09-15', summary: 'Initial DGR course.', tags: ['DGR-I'] }],
    });
    const { container } = renderEn(<IataCourseList content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Dangerous Goods Regulations');
    expect(screen.getByText('DGR-I')).toBeInTheDocument();
    expect(screen.getByText('Next session:')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent('15 September 2025');
    expect(screen.getByRole('link', { name: /^Apply ?: Dangerous Goods Regulations$/ })).toHaveAttribute('href', '/en/services/iata-training/dgr');
  });

  it('shows the empty state', () => {
    renderEn(<IataCourseList content={MODULE_SCHEMAS.iataCourseList.parse({})} lang="en" />);
    expect(screen.getByText(/nothing to show/)).toBeInTheDocument();
  });
});

describe('iataCourse', () => {
  const content = MODULE_SCHEMAS.iataCourse.parse({
    title: 'Dangerous Goods Regulations (Initial)',
    code: 'DGR-I',
    summary: 'For staff who accept dangerous goods.',
    duration: '5 days',
    language: 'English',
    fee: 'HK$ 6,800',
    venue: 'Training Centre, Chek Lap Kok',
    sessions: [{ date: '2025-11-03', seats: 0 }, { date: '2025-09-15', seats: 12 }, { date: '2025-12-01' }],
    html: '<h2 id="syllabus">Syllabus</h2><p>Classification, packing, marking.</p>',
  });

  afterEach(() => jest.useRealTimers());

  it('renders facts, a sessions table sorted by date, and the description', () => {
    jest.useFakeTimers({ now: new Date('2025-09-01T00:00:00+08:00') });
    renderEn(<IataCourse content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dangerous Goods Regulations (Initial)');
    expect(screen.getByText('Course code')).toBeInTheDocument();
    expect(screen.getByText('HK$ 6,800')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Upcoming sessions of Dangerous Goods Regulations (Initial)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['15 September 202512 seats', '3 November 2025Full', '1 December 2025To be confirmed']);
    expect(screen.getByRole('region', { name: /Upcoming sessions/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('heading', { level: 2, name: 'Syllabus' })).toBeInTheDocument();
  });

  it('never lists a session that has already started', () => {
    jest.useFakeTimers({ now: new Date('2025-11-10T09:00:00+08:00') });
    renderEn(<IataCourse content={content} lang="en" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1 December 2025To be confirmed']);
  });

  it('says so when no session is scheduled', () => {
    renderEn(<IataCourse content={{ ...content, sessions: [] }} lang="en" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No sessions are scheduled/)).toBeInTheDocument();
  });
});

describe('searchResults', () => {
  const content = MODULE_SCHEMAS.searchResults.parse({
    keyword: 'Cargo <b>terminal</b>',
    terms: ['cargo', '<b>terminal</b>', 'terminal'],
    total: 2,
    items: [
      { url: '/facilities/', title: 'Cargo Terminal facilities', snippet: '…the CARGO terminal handles cargo around the clock…' },
      { url: '/zh-hk/about-us/', title: '關於我們', snippet: '香港空運貨站' },
    ],
  });

  it('echoes the keyword as text in a localized count', () => {
    const { container } = renderEn(<SearchResults content={content} lang="en" />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('2 results for “Cargo <b>terminal</b>”');
    expect(container.querySelector('h2 b')).toBeNull();
  });

  it('marks every occurrence of every term, case-insensitively', () => {
    const { container } = renderEn(<SearchResults content={content} lang="en" />);
    const [first] = container.querySelectorAll('ol > li');
    const marks = [...first.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Cargo', 'Terminal', 'CARGO', 'terminal', 'cargo']);
    expect(within(first as HTMLElement).getByRole('link').getAttribute('href')).toMatch(/^\/en\/facilities\/?$/);
    expect(container.querySelector('ol b')).toBeNull();
  });

  it('shows a helpful empty state', () => {
    renderEn(<SearchResults content={MODULE_SCHEMAS.searchResults.parse({ keyword: 'zzz', total: 0, items: [] })} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No results for “zzz”');
    expect(screen.getByText(/could not find any page/)).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  });

  it('asks for a keyword when there is none', () => {
    renderEn(<SearchResults content={MODULE_SCHEMAS.searchResults.parse({ keyword: '  ', total: 0, items: [] })} lang="en" />);
    expect(screen.getByText(/Type a word or phrase/)).toBeInTheDocument();
  });

  it('falls back to the keyword words when terms are missing', () => {
    const { container } = renderEn(<SearchResults content={MODULE_SCHEMAS.searchResults.parse({ keyword: 'apron', total: 1, items: [{ url: '/x', title: 'Apron safety', snippet: 'On the apron.' }] })} lang="en" />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Apron', 'apron']);
  });
});

describe('highlight', () => {
  it('matches accents, case, stems and Chinese, and merges neighbours', () => {
    expect(matchRanges('Café CAFE cafe', 'cafe')).toEqual([[0, 4], [5, 9], [10, 14]]);
    expect(matchRanges('香港空運貨站', '空運')).toEqual([[2, 4]]);
    expect(matchRanges('Handling terminals', 'handle terminal')).toEqual([[0, 8], [9, 18]]);
    // Whole words only: "term" is not inside "terminals".
    expect(matchRanges('terminals', 'term')).toEqual([]);
    expect(matchRanges('abc', '')).toEqual([]);
  });

  it('never produces HTML from the text', () => {
    const { container } = render(<p>{highlight('<img src=x onerror=alert(1)> img', 'img')}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(2);
  });
});
