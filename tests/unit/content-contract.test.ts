/**
 * @jest-environment node
 */
import { configResponse, pageResponse } from '@/lib/content/contract';
import { media, safeUrl } from '@/lib/content/primitives';
import { MODULE_SCHEMAS } from '@/modules/schemas';

const validPage = {
  data: {
    breadcrumb: [{ label: 'Home', url: '/' }, { label: 'About' }],
    bottomNav: { nextPage: { url: '/about-us/leadership', label: 'Leadership' } },
    pageContent: [
      { module: 'pageHero', content: { title: 'About us' } },
      { module: 'richText', content: { html: '<p>Hi</p>' } },
    ],
  },
  metaData: { pageTitle: 'About us', ogTags: { title: 'About', description: 'd', image: '/x.jpg' } },
};

describe('page contract', () => {
  it('parses a valid page', () => {
    const parsed = pageResponse.parse(validPage);
    expect(parsed.data.pageContent).toHaveLength(2);
    expect(parsed.data.bottomNav?.nextPage?.label).toBe('Leadership');
  });

  it('drops malformed module entries and keeps the rest', () => {
    const parsed = pageResponse.parse({
      ...validPage,
      data: { ...validPage.data, pageContent: [null, 'x', { module: '' }, { content: {} }, ...validPage.data.pageContent] },
    });
    expect(parsed.data.pageContent.map((m) => m.module)).toEqual(['pageHero', 'richText']);
  });

  it('survives a broken breadcrumb, bottom nav and metadata', () => {
    const parsed = pageResponse.parse({
      data: { breadcrumb: 'nope', bottomNav: { previousPage: { url: 'javascript:alert(1)', label: 'x' } }, pageContent: [] },
      metaData: 42,
    });
    expect(parsed.data.breadcrumb).toEqual([]);
    expect(parsed.data.bottomNav?.previousPage).toBeUndefined();
    expect(parsed.metaData.pageTitle).toBe('');
  });

  it('rejects a response without data', () => {
    expect(pageResponse.safeParse({ metaData: {} }).success).toBe(false);
    expect(pageResponse.safeParse('<html>').success).toBe(false);
  });
});

describe('module schemas', () => {
  it('validate each module on its own: one bad card is dropped, the grid stays', () => {
    const parsed = MODULE_SCHEMAS.cardGrid.parse({ items: [{ title: 'Good' }, { description: 'no title' }, { title: 'Bad link', button: { label: 'x', url: 'javascript:alert(1)' } }] });
    expect(parsed.items.map((i) => i.title)).toEqual(['Good', 'Bad link']);
    expect(parsed.items[1].button).toBeUndefined();
    expect(parsed.columns).toBe(3);
  });

  it('refuse a module whose required field is missing', () => {
    expect(MODULE_SCHEMAS.pageHero.safeParse({ subtitle: 'no title' }).success).toBe(false);
    expect(MODULE_SCHEMAS.newsDetail.safeParse({ title: 't', category: 'c', html: '' , publishTime: 'yesterday' }).success).toBe(false);
  });

  it('only accept counter values of digits, separators and %', () => {
    expect(MODULE_SCHEMAS.statistics.parse({ items: [{ title: 'a', count: '3.5' }, { title: 'b', count: '<b>' }] }).items).toHaveLength(1);
  });
});

describe('global data contract', () => {
  it('keeps valid menu entries and drops broken ones', () => {
    const parsed = configResponse.parse({
      data: {
        header: [{ title: 'About', alias: '/about-us/', submenu: [{ title: 'x', alias: 'javascript:alert(1)' }, { title: 'Leadership', alias: '/about-us/leadership' }] }, { alias: '/x' }],
        quickLinks: [],
        siteContent: { languages: [{ code: 'en', title: 'English' }] },
        dictionary: { 'label.top': 'Top' },
      },
    });
    expect(parsed.data.header).toHaveLength(1);
    expect(parsed.data.header[0].submenu.map((s) => s.title)).toEqual(['Leadership']);
    expect(parsed.data.footer).toBeUndefined();
    expect(parsed.data.cookiesPolicy).toBeUndefined();
  });

  it('coerces the cookie policy version date to epoch seconds', () => {
    const parsed = configResponse.parse({
      data: {
        cookiesPolicy: {
          stickyBar: 'x',
          versionDate: '1767196800',
          banner: { cookiesUsage: { title: 't', description: 'd' }, cookiesPreferences: { title: 't', necessaryCookies: { title: 't', description: 'd' }, performatnceCookies: { title: 't', description: 'd' } } },
        },
      },
    });
    expect(parsed.data.cookiesPolicy?.versionDate).toBe(1767196800);
  });
});

describe('URL and media safety', () => {
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.com', '/\\evil.com', ' javascript:x'])('refuses %s', (url) => {
    expect(safeUrl.safeParse(url).success).toBe(false);
  });

  it.each(['/about-us/', 'https://www.iata.org/', 'mailto:a@b.c', 'tel:+85227530000', '#top', 'about-us/leadership'])('accepts %s', (url) => {
    expect(safeUrl.safeParse(url).success).toBe(true);
  });

  it('only loads media from the site or https', () => {
    const ok = { type: 'image', altText: 'a', desktop: { mediaUrl: '/assets/images/a.webp', width: 1, height: 1 } };
    expect(media.safeParse(ok).success).toBe(true);
    expect(media.safeParse({ ...ok, desktop: { ...ok.desktop, mediaUrl: 'http://x.org/a.png' } }).success).toBe(false);
    expect(media.safeParse({ ...ok, desktop: { ...ok.desktop, mediaUrl: '//x.org/a.png' } }).success).toBe(false);
    expect(media.parse({ ...ok, desktop: { mediaUrl: '/a.png', width: 'x', height: -5 } }).desktop).toEqual({ mediaUrl: '/a.png', width: 0, height: 0 });
  });
});
