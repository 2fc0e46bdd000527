import { screen, within } from '@testing-library/react';
import Accordion from '@/modules/Accordion/Accordion';
import Callout from '@/modules/Callout/Callout';
import CallToAction from '@/modules/CallToAction/CallToAction';
import CardGrid from '@/modules/CardGrid/CardGrid';
import ContactOffices from '@/modules/ContactOffices/ContactOffices';
import DataTable from '@/modules/DataTable/DataTable';
import DownloadList from '@/modules/DownloadList/DownloadList';
import ImageText from '@/modules/ImageText/ImageText';
import PageHero from '@/modules/PageHero/PageHero';
import RichTextSection from '@/modules/RichTextSection/RichTextSection';
import Statistics from '@/modules/Statistics/Statistics';
import Steps from '@/modules/Steps/Steps';
import Timeline, { yearAnchor } from '@/modules/Timeline/Timeline';
import Video from '@/modules/Video/Video';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import * as fx from './fixtures';
import { renderEn } from './intl';

describe('pageHero', () => {
  it('renders the page h1, subtitle, description and a priority background', () => {
    const { container } = renderEn(<PageHero content={MODULE_SCHEMAS.pageHero.parse(fx.pageHero)} lang="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Facts and figures');
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.getByText('Asia’s cargo hub').tagName).toBe('STRONG');
    expect(container.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
  });

  it('renders with the title only', () => {
    const { container } = renderEn(<PageHero content={MODULE_SCHEMAS.pageHero.parse({ title: 'Disclaimer' })} lang="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Disclaimer');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('richText', () => {
  it('renders the title, the sanitized html and an "On this page" navigation of the h2 ids', () => {
    const { container } = renderEn(<RichTextSection content={MODULE_SCHEMAS.richText.parse(fx.richText)} lang="en" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'privacy');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy notice' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['What we collect', '#collection'],
      ['How we use it & why', '#use'],
    ]);
    expect(screen.getByRole('link', { name: 'disclaimer' })).toHaveAttribute('href', '/en/disclaimer');
    const external = screen.getByRole('link', { name: 'regulator' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no navigation without toc', () => {
    renderEn(<RichTextSection content={MODULE_SCHEMAS.richText.parse({ ...fx.richText, toc: false })} lang="en" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders html without a title', () => {
    renderEn(<RichTextSection content={MODULE_SCHEMAS.richText.parse({ html: '<p>Just text</p>' })} lang="en" />);
    expect(screen.getByText('Just text')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('imageText', () => {
  it('renders media, subtitle, title, html and buttons', () => {
    const content = MODULE_SCHEMAS.imageText.parse({ title: 'One-stop shop', subtitle: 'Services', html: '<p>Everything in one place.</p>', media: fx.image('shop'), mediaPosition: 'left', buttons: [{ label: 'Contact us', url: '/contact-us' }] });
    const { container } = renderEn(<ImageText content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('One-stop shop');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Photo of shop');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact-us');
  });
});

describe('cardGrid', () => {
  const content = MODULE_SCHEMAS.cardGrid.parse({
    title: 'Certifications',
    columns: 4,
    variant: 'logo',
    items: [
      { image: fx.image('iso'), title: 'ISO 9001', tag: 'Quality', meta: ['Since 1998', 'BSI'], description: '<p>Quality management.</p>', download: { label: 'Certificate', url: '/files/iso9001.pdf' } },
      { title: 'TAPA FSR', button: { label: 'Learn more', url: 'https://www.tapa-global.org/' } },
    ],
  });

  it('renders cards with tag, meta line, description, button and a download that names its type', () => {
    renderEn(<CardGrid content={content} lang="en" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['ISO 9001', 'TAPA FSR']);
    expect(screen.getByText('Quality')).toBeInTheDocument();
    expect(screen.getByText('Since 1998')).toBeInTheDocument();
    expect(screen.getByText('BSI')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Certificate \(PDF\)/ })).toHaveAttribute('href', '/en/files/iso9001.pdf');
    const external = screen.getByRole('link', { name: /Learn more/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses h2 for card titles when the grid has no title', () => {
    renderEn(<CardGrid content={MODULE_SCHEMAS.cardGrid.parse({ items: [{ title: 'Alone' }] })} lang="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Alone' })).toBeInTheDocument();
  });

  it('renders an empty grid without crashing', () => {
    const { container } = renderEn(<CardGrid content={MODULE_SCHEMAS.cardGrid.parse({ items: 'oops' })} lang="en" />);
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });
});

describe('statistics', () => {
  it('renders count, unit and title with tabular numbers', () => {
    const content = MODULE_SCHEMAS.statistics.parse({ title: 'In numbers', items: [{ title: 'Staff', count: '2,800', unit: 'people', description: 'Across all shifts' }, { title: 'Area', count: '260,000', unit: 'm²' }] });
    renderEn(<Statistics content={content} lang="en" />);
    expect(screen.getByText('2,800').closest('.number')).toBeInTheDocument();
    expect(screen.getByText('people')).toBeInTheDocument();
    expect(screen.getByText('Across all shifts')).toBeInTheDocument();
    expect(screen.getByText('m²')).toBeInTheDocument();
  });
});

describe('dataTable', () => {
  const content = MODULE_SCHEMAS.dataTable.parse(fx.dataTable);

  it('renders a captioned table with column headers inside a focusable region', () => {
    renderEn(<DataTable content={content} lang="en" />);
    const region = screen.getByRole('region', { name: 'Terminal handling charges (table, scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Terminal handling charges' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Item', 'Unit', 'Rate (HK$)']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('right-aligns numeric columns', () => {
    renderEn(<DataTable content={content} lang="en" />);
    expect(screen.getByText('2,150.00')).toHaveClass('right');
    expect(screen.getByText('Perishable cargo')).toHaveClass('left');
    expect(screen.getByRole('columnheader', { name: 'Rate (HK$)' })).toHaveClass('right');
  });

  it('formats the effective date per language and sanitizes the notes', () => {
    const { container } = renderEn(<DataTable content={content} lang="en" />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-04-01');
    expect(time).toHaveTextContent('1 April 2025');
    expect(screen.getByText(/Effective from/)).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('<script');
    expect(screen.getByText('government').tagName).toBe('EM');
  });

  it('formats the date in Chinese', () => {
    const { container } = renderEn(<DataTable content={content} lang="zh-hk" />);
    expect(container.querySelector('time')).toHaveTextContent('2025年4月1日');
  });

  it('renders without optional fields', () => {
    const { container } = renderEn(<DataTable content={MODULE_SCHEMAS.dataTable.parse({ caption: 'Empty', columns: [], rows: [] })} lang="en" />);
    expect(screen.getByRole('table', { name: 'Empty' })).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
  });
});

describe('timeline', () => {
  const content = MODULE_SCHEMAS.timeline.parse(fx.timeline);

  it('orders milestones by year with a year navigation to #year anchors', () => {
    const { container } = renderEn(<Timeline content={content} lang="en" />);
    const nav = screen.getByRole('navigation', { name: 'Milestones by year' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#year-1976', '#year-1998']);
    const items = container.querySelectorAll('ol > li');
    expect([...items].map((li) => li.querySelector('h3')?.textContent)).toEqual(['Founded', 'Moved to the new airport', 'Box Storage System']);
    expect(container.querySelectorAll('#year-1998')).toHaveLength(1);
    expect(container.querySelector('#year-1976')).toBe(items[0]);
  });

  it('builds safe anchors for year ranges', () => {
    expect(yearAnchor('1995 – 1998')).toBe('year-1995-1998');
  });
});

describe('accordion', () => {
  it('renders native details/summary', () => {
    const content = MODULE_SCHEMAS.accordion.parse({ title: 'FAQ', items: [{ title: 'When are you open?', html: '<p>24 hours a day.</p>' }, { title: 'Where?', html: '<p>Chek Lap Kok.</p>' }] });
    const { container } = renderEn(<Accordion content={content} lang="en" />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0].querySelector('summary')).toHaveTextContent('When are you open?');
    expect(details[0]).not.toHaveAttribute('open');
    expect(screen.getByText('24 hours a day.')).toBeInTheDocument();
  });
});

describe('steps', () => {
  it('renders an ordered list with step numbers', () => {
    const content = MODULE_SCHEMAS.steps.parse({ title: 'Collection procedure', items: [{ title: 'Book a slot', html: '<p>Online.</p>' }, { title: 'Pay charges', html: '<p>At the counter.</p>' }] });
    renderEn(<Steps content={content} lang="en" />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 })[1]).toHaveTextContent(/Step 2:\s*Pay charges/);
  });
});

describe('downloadList', () => {
  it('lists documents with file type, size and date', () => {
    const content = MODULE_SCHEMAS.downloadList.parse({ title: 'Forms', items: [{ title: 'Collection form', url: '/files/collection.pdf', fileType: 'PDF', fileSize: '240 KB', publishTime: '2024-12-01', description: 'For consignees' }] });
    const { container } = renderEn(<DownloadList content={content} lang="en" />);
    expect(screen.getByRole('link', { name: /Collection form \(PDF, 240 KB\)/ })).toHaveAttribute('href', '/en/files/collection.pdf');
    expect(screen.getByText('For consignees')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent('1 December 2024');
  });
});

describe('video', () => {
  it('renders an accessible player: controls, no autoplay, preload none, poster and captions', () => {
    const content = MODULE_SCHEMAS.video.parse({ title: 'Our terminal', media: fx.video('terminal'), captions: [{ src: '/assets/captions/terminal.en.vtt', srclang: 'en', label: 'English' }, { src: '/assets/captions/terminal.zh.vtt', srclang: 'zh-HK', label: '中文' }] });
    const { container } = renderEn(<Video content={content} lang="en" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/assets/images/terminal-poster.jpg');
    expect(video).not.toHaveAttribute('autoplay');
    const tracks = container.querySelectorAll('track');
    expect(tracks).toHaveLength(2);
    expect(tracks[0]).toHaveAttribute('kind', 'captions');
    expect(tracks[0]).toHaveAttribute('default');
    expect(tracks[1]).not.toHaveAttribute('default');
  });
});

describe('callToAction', () => {
  it('renders title, description and buttons', () => {
    const content = MODULE_SCHEMAS.callToAction.parse({ title: 'Join our team', description: '<p>We are hiring.</p>', buttons: [{ label: 'Careers', url: 'https://careers.example.com', target: '_blank' }] });
    renderEn(<CallToAction content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Join our team');
    expect(screen.getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank');
  });
});

describe('contactOffices', () => {
  it('renders address cards with tel:, mailto: and map links', () => {
    const content = MODULE_SCHEMAS.contactOffices.parse({
      title: 'Our offices',
      items: [{ name: 'Head office', address: '2 Chun Wan Road, Chek Lap Kok', phones: [{ number: '+852 2753 1234' }], fax: '+852 2753 0000', email: 'info@example.com', hours: 'Mon–Fri 9:00–18:00', map: { label: 'View map', url: 'https://maps.example.com/?q=hq' } }],
    });
    const { container } = renderEn(<ContactOffices content={content} lang="en" />);
    expect(container.querySelector('address')).toHaveTextContent('2 Chun Wan Road');
    expect(screen.getByRole('link', { name: '+852 2753 1234' })).toHaveAttribute('href', 'tel:+85227531234');
    // The address is two unbreakable halves with a break opportunity after the "@" (jsdom, which
    // knows no layout, names the link "info@ example.com"; browsers join inline text: e2e contact).
    const mail = container.querySelector('a[href="mailto:info@example.com"]');
    expect(mail).toHaveTextContent(/^info@example\.com$/);
    expect(mail?.querySelector('wbr')?.previousSibling).toHaveTextContent(/^info@$/);
    expect(screen.getByRole('link', { name: /View map/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Fax')).toBeInTheDocument();
  });

  it('links each phone number of an office on its own and drops what no phone can dial', () => {
    const content = MODULE_SCHEMAS.contactOffices.parse({
      items: [
        {
          name: 'Main office',
          address: 'Chek Lap Kok',
          phones: [
            { number: '+852 2753 0000', label: 'General' },
            { number: '+852 (2753) 0188', label: 'Customer service' },
            { number: '+852 2753 0000 / +852 2753 0188' },
            { number: '2753 0000' },
            { number: '+852 12' },
          ],
        },
      ],
    });
    renderEn(<ContactOffices content={content} lang="en" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:+85227530000', 'tel:+85227530188']);
    expect(screen.getByText('(Customer service)')).toBeInTheDocument();
  });

  it('renders an office with only name and address', () => {
    renderEn(<ContactOffices content={MODULE_SCHEMAS.contactOffices.parse({ items: [{ name: 'Depot', address: 'Tsing Yi' }] })} lang="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Depot' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('callout', () => {
  it('renders a note named by its title, with its tone and the sanitized text', () => {
    const content = MODULE_SCHEMAS.callout.parse({ tone: 'important', title: 'Before you set off', html: '<p>Book a slot <b>2 hours</b> ahead.</p><script>alert(1)</script>' });
    const { container } = renderEn(<Callout content={content} lang="en" />);
    const note = screen.getByRole('note', { name: 'Before you set off' });
    expect(note).toHaveAttribute('data-tone', 'important');
    expect(within(note).getByRole('heading', { level: 2 })).toHaveTextContent('Before you set off');
    expect(within(note).getByText('2 hours').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
  });

  it('falls back to the info tone, and drops a callout without a title', () => {
    expect(MODULE_SCHEMAS.callout.parse({ tone: 'loud', title: 'Note', html: '<p>x</p>' }).tone).toBe('info');
    expect(MODULE_SCHEMAS.callout.safeParse({ html: '<p>x</p>' }).success).toBe(false);
  });
});
