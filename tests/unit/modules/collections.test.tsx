import { screen, within } from '@testing-library/react';
import NewsDetail from '@/modules/NewsDetail/NewsDetail';
import NewsList from '@/modules/NewsList/NewsList';
import NewsletterArchive from '@/modules/NewsletterArchive/NewsletterArchive';
import PhotoGallery from '@/modules/PhotoGallery/PhotoGallery';
import StoryDetail from '@/modules/StoryDetail/StoryDetail';
import StoryList from '@/modules/StoryList/StoryList';
import VideoGallery from '@/modules/VideoGallery/VideoGallery';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import * as fx from './fixtures';
import { renderEn } from './intl';

describe('newsList', () => {
  const content = MODULE_SCHEMAS.newsList.parse({ title: 'Latest news', collection: 'news/latest-news', items: fx.newsItems, button: { label: 'All news', url: '/media/news-press/latest-news' } });

  it('renders cards with date, localized category, title link and summary', () => {
    const { container } = renderEn(<NewsList content={content} lang="en" />);
    const link = screen.getByRole('link', { name: 'Record tonnage in March' });
    expect(link).toHaveAttribute('href', '/en/media/news-press/latest-news/n2');
    expect(link.closest('h3')).not.toBeNull();
    expect(screen.getByText('Latest news', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Press release')).toBeInTheDocument();
    const times = container.querySelectorAll('time');
    expect(times[0]).toHaveAttribute('dateTime', '2025-04-02');
    expect(times[0]).toHaveTextContent('2 April 2025');
    expect(times[1]).toHaveTextContent('1 March 2025');
    expect(screen.getByText('Volumes rose 12%.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/media/news-press/latest-news');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('renders a compact list in list view', () => {
    const { container } = renderEn(<NewsList content={content} lang="en" listView />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('article')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('formats dates in Simplified Chinese', () => {
    const { container } = renderEn(<NewsList content={content} lang="zh-cn" />);
    expect(container.querySelector('time')).toHaveTextContent('2025年4月2日');
  });

  it('shows an empty state without items', () => {
    renderEn(<NewsList content={MODULE_SCHEMAS.newsList.parse({})} lang="en" />);
    expect(screen.getByText(/nothing to show here yet/)).toBeInTheDocument();
  });
});

describe('newsDetail', () => {
  const content = MODULE_SCHEMAS.newsDetail.parse({
    title: 'New cool-chain centre opens',
    publishTime: '2025-03-01',
    category: 'press-release',
    summary: 'A 5,000 m² facility for pharmaceuticals.',
    media: fx.image('coolchain'),
    html: '<p>The centre <a href="/services/">serves</a> all airlines.</p><iframe src="https://evil.example"></iframe>',
    attachments: [{ label: 'Press release', url: '/files/pr-2025-03.pdf' }],
  });

  it('renders the article with its h1, time, category, media, body and attachments', () => {
    const { container } = renderEn(<NewsDetail content={content} lang="en" />);
    expect(container.querySelector('article')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New cool-chain centre opens');
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2025-03-01');
    expect(screen.getByText('Press release', { selector: 'span' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Photo of coolchain');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'serves' })).toHaveAttribute('href', '/en/services/');
    expect(screen.getByRole('heading', { level: 2, name: 'Attachments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Press release \(PDF\)/ })).toHaveAttribute('href', '/en/files/pr-2025-03.pdf');
  });

  it('renders without media or attachments', () => {
    renderEn(<NewsDetail content={MODULE_SCHEMAS.newsDetail.parse({ title: 'Notice', publishTime: '2025-01-01', category: 'Notice', html: '<p>x</p>' })} lang="en" />);
    expect(screen.getByText('Notice', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('storyList and storyDetail', () => {
  it('renders story cards with tags, date and links', () => {
    const content = MODULE_SCHEMAS.storyList.parse({ items: [{ id: 's1', url: '/stories/s1', title: 'A night on the ramp', publishTime: '2025-02-10', tags: ['People', 'Operations'], summary: 'Meet the night shift.', media: fx.image('s1') }] });
    renderEn(<StoryList content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A night on the ramp');
    expect(screen.getByRole('link', { name: 'A night on the ramp' })).toHaveAttribute('href', '/en/stories/s1');
    expect(screen.getByText('People · Operations')).toBeInTheDocument();
  });

  it('renders a story article with tags', () => {
    const content = MODULE_SCHEMAS.storyDetail.parse({ title: 'A night on the ramp', publishTime: '2025-02-10', tags: ['People', 'Night shift'], html: '<p>At 2 am...</p>' });
    renderEn(<StoryDetail content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A night on the ramp');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['People', 'Night shift']);
  });
});

describe('videoGallery', () => {
  it('renders a grid of accessible videos', () => {
    const content = MODULE_SCHEMAS.videoGallery.parse({ title: 'Videos', items: [{ title: 'Terminal tour', media: fx.video('tour'), duration: '3:20', publishTime: '2024-11-11', captions: [{ src: '/assets/captions/tour.en.vtt', srclang: 'en', label: 'English' }] }, { title: 'Safety first', media: fx.video('safety') }] });
    const { container } = renderEn(<VideoGallery content={content} lang="en" />);
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    videos.forEach((v) => {
      expect(v).toHaveAttribute('controls');
      expect(v).not.toHaveAttribute('autoplay');
    });
    expect(screen.getByText('Duration 3:20')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Terminal tour', 'Safety first']);
  });
});

describe('photoGallery', () => {
  it('renders albums with captioned photo grids', () => {
    const content = MODULE_SCHEMAS.photoGallery.parse({ albums: [{ title: 'Open day 2024', publishTime: '2024-10-05', photos: [{ media: fx.image('p1'), caption: 'Visitors at the BSS' }, { media: fx.image('p2') }] }] });
    const { container } = renderEn(<PhotoGallery content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Open day 2024' })).toBeInTheDocument();
    expect(screen.getByText('2 photos')).toBeInTheDocument();
    expect(container.querySelectorAll('figure')).toHaveLength(2);
    expect(screen.getByText('Visitors at the BSS').tagName).toBe('FIGCAPTION');
  });
});

describe('newsletterArchive', () => {
  it('renders covers with issue, date, highlights and PDF link', () => {
    const content = MODULE_SCHEMAS.newsletterArchive.parse({ title: 'Newsletter', items: [{ issue: 'Issue 42', title: 'Summer 2025', publishTime: '2025-06-30', cover: fx.image('cover42'), pdf: { label: 'Read issue 42', url: '/files/newsletter-42.pdf' }, highlights: ['New cool-chain centre', 'Meet the night shift'] }] });
    const { container } = renderEn(<NewsletterArchive content={content} lang="en" />);
    expect(screen.getByText('Issue 42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Summer 2025');
    expect(container.querySelector('time')).toHaveTextContent('30 June 2025');
    expect(screen.getByText('In this issue')).toBeInTheDocument();
    expect(screen.getByText('Meet the night shift')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read issue 42 \(PDF\)/ })).toHaveAttribute('href', '/en/files/newsletter-42.pdf');
  });

  it('names the size of a PDF whose link carries it', () => {
    const content = MODULE_SCHEMAS.newsletterArchive.parse({ title: 'Newsletter', items: [{ issue: 'Issue 43', title: 'Autumn 2025', publishTime: '2025-09-01', cover: fx.image('cover43'), pdf: { label: 'Read issue 43', url: '/files/newsletter-43.pdf', fileSize: '230 KB' }, highlights: ['Peak season'] }] });
    renderEn(<NewsletterArchive content={content} lang="en" />);
    expect(screen.getByRole('link', { name: /Read issue 43 \(PDF, 230 KB\)/ })).toBeInTheDocument();
  });
});
