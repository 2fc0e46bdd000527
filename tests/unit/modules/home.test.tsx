import { screen, within } from '@testing-library/react';
import Connecting from '@/modules/Connecting/Connecting';
import HomeBanner, { BANNER_LOOP_FACTORS } from '@/modules/HomeBanner/HomeBanner';
import ImageShowcase, { ExperiencedTeam } from '@/modules/ImageShowcase/ImageShowcase';
import SustainableServices from '@/modules/SustainableServices/SustainableServices';
import WorldClassFacilities from '@/modules/WorldClassFacilities/WorldClassFacilities';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import * as fx from './fixtures';
import { renderEn } from './intl';

describe('homeBanner', () => {
  const content = MODULE_SCHEMAS.homeBanner.parse(fx.homeBanner);

  it('renders one column per item with the letter, Chinese title and text', () => {
    const { container } = renderEn(<HomeBanner content={content} lang="en" />);
    const items = container.querySelectorAll('ul > li');
    expect(items).toHaveLength(5);
    // The moving copy of each column is aria-hidden; the first copy is the readable one.
    const readable = [...container.querySelectorAll('[data-loop-factor] > :not([aria-hidden])')] as HTMLElement[];
    expect(readable).toHaveLength(5);
    const first = within(readable[0]);
    // The giant initial is decoration; the word itself is the readable title.
    expect(first.getAllByText('H').map((el) => el.getAttribute('aria-hidden'))).toEqual(['true', null]);
    expect(first.getByText('Hub of Asia')).toBeInTheDocument();
    expect(readable[4].textContent).toBe('LLLogistics without limits');
  });

  it('marks Chinese titles as zh-HK on English pages only', () => {
    const { unmount } = renderEn(<HomeBanner content={content} lang="en" />);
    screen.getAllByText('海').forEach((el) => expect(el).toHaveAttribute('lang', 'zh-HK'));
    unmount();
    renderEn(<HomeBanner content={content} lang="zh-hk" />);
    screen.getAllByText('海').forEach((el) => expect(el).not.toHaveAttribute('lang'));
  });

  it('gives the home page its h1 and each track its loop factor', () => {
    const { container } = renderEn(<HomeBanner content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HACTL');
    const factors = [...container.querySelectorAll('[data-loop-factor]')].map((el) => Number(el.getAttribute('data-loop-factor')));
    expect(factors).toEqual([...BANNER_LOOP_FACTORS]);
  });

  it('loads the background eagerly', () => {
    const { container } = renderEn(<HomeBanner content={content} lang="en" />);
    const img = container.querySelector('img');
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });

  it('renders without media or items', () => {
    const { container } = renderEn(<HomeBanner content={MODULE_SCHEMAS.homeBanner.parse({ items: [] })} lang="en" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('worldClassFacilities', () => {
  const content = MODULE_SCHEMAS.worldClassFacilities.parse(fx.worldClassFacilities);

  it('renders the header, two feature boxes and four counters with their final values', () => {
    const { container } = renderEn(<WorldClassFacilities content={content} lang="en" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'facilities');
    expect(screen.getByRole('heading', { level: 2, name: 'World-class facilities' })).toBeInTheDocument();
    expect(screen.getByText('Our terminal')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Box Storage System', 'Container Storage System']);
    expect(screen.getByRole('link', { name: 'Explore BSS' })).toHaveAttribute('href', '/en/facilities/box-storage-system');
    // The final values, for assistive technology, whatever the rolling digits show.
    expect(screen.getByText('3,500,000')).toHaveClass('visually-hidden');
    expect(screen.getByText('99.8%')).toHaveClass('visually-hidden');
    expect(container.querySelectorAll('[data-counter-digits]')).toHaveLength(4);
    expect(screen.getByText('Airlines served')).toBeInTheDocument();
  });

  it('renders without optional fields', () => {
    renderEn(<WorldClassFacilities content={MODULE_SCHEMAS.worldClassFacilities.parse({ title: 'Facilities', items: [], infos: [] })} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Facilities' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('operationalExcellence / experiencedTeam', () => {
  const content = MODULE_SCHEMAS.operationalExcellence.parse(fx.showcase);

  it('renders title, description, text, images and non-empty buttons', () => {
    const { container } = renderEn(<ImageShowcase content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Operational excellence');
    expect(screen.getByText('Precision in every shipment')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0].getAttribute('href')).toMatch(/^\/en\/services\/?$/);
    expect(links[1]).toHaveAttribute('href', '/en/services/performance-standards');
  });

  it('experienced team uses the same component', () => {
    renderEn(<ExperiencedTeam content={MODULE_SCHEMAS.experiencedTeam.parse({ title: 'Experienced team' })} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Experienced team' })).toBeInTheDocument();
  });
});

describe('sustainableServices', () => {
  it('renders image, title, description and button', () => {
    const content = MODULE_SCHEMAS.sustainableServices.parse(fx.sustainableServices);
    const { container } = renderEn(<SustainableServices content={content} lang="en" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sustainable services');
    expect(screen.getByText(/Solar roofs/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our sustainability journey' })).toHaveAttribute('href', '/en/sustainability');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Photo of solar');
  });

  it('renders without a button', () => {
    const content = MODULE_SCHEMAS.sustainableServices.parse({ ...fx.sustainableServices, button: { label: '', url: '' } });
    renderEn(<SustainableServices content={content} lang="en" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('connecting', () => {
  it('renders items as cards in a three-column grid with links that name their story', () => {
    const content = MODULE_SCHEMAS.connecting.parse(fx.connecting);
    const { container } = renderEn(<Connecting content={content} lang="en" />);
    expect(container.querySelectorAll('[data-cargo-group]')).toHaveLength(5);
    expect(container.querySelectorAll('li[data-fade]')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByText('Stories · People')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Read more ?: A night on the ramp$/ });
    expect(link).toHaveAttribute('href', '/en/stories/night-on-the-ramp');
    expect(screen.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/en/stories');
  });
});

describe('malformed optional fields of the home modules', () => {
  it('drops broken items one by one and keeps the module', () => {
    const facilities = MODULE_SCHEMAS.worldClassFacilities.parse({
      ...fx.worldClassFacilities,
      subtitle: { not: 'text' },
      items: [fx.worldClassFacilities.items[0], { title: 'No image' }],
      infos: [...fx.worldClassFacilities.infos, { title: 'Bad count', count: 'lots', unit: 'x' }],
    });
    const { container, unmount } = renderEn(<WorldClassFacilities content={facilities} lang="en" />);
    expect(screen.queryByText('Our terminal')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(container.querySelectorAll('[data-counter-digits]')).toHaveLength(4);
    expect(container).not.toHaveTextContent('Bad count');
    unmount();

    const banner = MODULE_SCHEMAS.homeBanner.parse({ media: { type: 'image' }, items: [{ title: 'Hub', chineseTitle: 7, text: 'Gateway' }, { text: 'No title' }] });
    const b = renderEn(<HomeBanner content={banner} lang="en" />);
    expect(b.container.querySelector('img')).toBeNull();
    expect(b.container.querySelectorAll('[data-loop-factor]')).toHaveLength(1);
    b.unmount();

    const connecting = MODULE_SCHEMAS.connecting.parse({ title: 'Stories', items: [{ title: 'No image' }, 'x'], buttons: [{ label: '', url: '' }] });
    const c = renderEn(<Connecting content={connecting} lang="en" />);
    expect(c.container.querySelectorAll('li[data-fade]')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
