import { decideListQuery, listViewQuery, splitListView } from '@/lib/routing/list-view';
import { decide } from '@/lib/routing/proxy-rules';
import { routeByName } from '@/lib/routing/routes';
import { hasListView } from '@/modules/list-views';

const q = (query: string) => new URLSearchParams(query);
const news = routeByName('media.latest-news');
const stories = routeByName('stories');

describe('list views in the URL (?page=N, ?tag=X)', () => {
  it('rewrites a page or a tag of a list to the internal path the page renders and caches', () => {
    expect(decide('/en/media/news-press/latest-news', undefined, q('page=2'))).toEqual({ kind: 'rewrite', lang: 'en', path: '/en/media/news-press/latest-news/_list/page/2' });
    expect(decide('/zh-hk/stories', undefined, q('tag=人物'))).toEqual({ kind: 'rewrite', lang: 'zh-hk', path: `/zh-hk/stories/_list/tag/${encodeURIComponent('人物')}` });
    // A tracking parameter beside it changes nothing.
    expect(decideListQuery(news, q('page=3&utm_source=mail'))).toEqual({ kind: 'rewrite', segments: ['_list', 'page', '3'] });
  });

  it('serves the list itself when the query names no view the server renders', () => {
    expect(decide('/en/media/news-press/latest-news', undefined, q(''))).toEqual({ kind: 'serve', lang: 'en' });
    // The toolbar's filters are the island's, in the browser.
    expect(decideListQuery(news, q('page=2&year=2026'))).toEqual({ kind: 'none' });
    expect(decideListQuery(news, q('tag=People'))).toEqual({ kind: 'none' });
    expect(decideListQuery(stories, q('page=2'))).toEqual({ kind: 'none' });
    expect(decideListQuery(routeByName('about-us.leadership'), q('page=2'))).toEqual({ kind: 'none' });
  });

  it('sends ?page=1 to the list, keeping the rest of the query', () => {
    expect(decide('/en/media/news-press/press-release', undefined, q('page=1'))).toMatchObject({ kind: 'redirect', location: '/en/media/news-press/press-release', permanent: true, query: '' });
    expect(decideListQuery(news, q('page=1&utm_source=x'))).toEqual({ kind: 'redirect', search: '?utm_source=x' });
  });

  it.each(['page=0', 'page=abc', 'page=-1', 'page=2.5', 'page=1000', 'page=', 'page=2&page=3', 'page=%202x'])('answers ?%s with the 404 page', (query) => {
    expect(decide('/en/media/news-press/latest-news', undefined, q(query))).toMatchObject({ kind: 'not-found', lang: 'en' });
  });

  it.each([['an empty tag', 'tag='], ['an overlong tag', `tag=${'x'.repeat(61)}`], ['a control character', 'tag=a%00b']])('answers %s with the 404 page', (_, query) => {
    expect(decide('/en/stories', undefined, q(query))).toMatchObject({ kind: 'not-found' });
  });

  it('serves the internal form it rewrote to (Next runs the proxy on it again), and nothing else with the marker', () => {
    expect(decide('/en/stories/_list/tag/People')).toEqual({ kind: 'serve', lang: 'en' });
    expect(decide('/en/media/news-press/latest-news/_list/page/2', undefined, q('page=2'))).toEqual({ kind: 'serve', lang: 'en' });
    expect(decide('/en/media/news-press/latest-news/_list/tag/x')).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/about-us/leadership/_list/page/2')).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/stories/_list/page/1')).toMatchObject({ kind: 'not-found' });
    expect(decide('/en/stories/_list')).toMatchObject({ kind: 'not-found' });
  });

  it('reads the view back from the page segments, refusing anything malformed', () => {
    expect(splitListView(['stories', '_list', 'tag', 'People'])).toEqual({ segments: ['stories'], view: { kind: 'tag', tag: 'People' }, malformed: false });
    expect(splitListView(['media', 'news-press', 'latest-news', '_list', 'page', '4'])).toEqual({
      segments: ['media', 'news-press', 'latest-news'],
      view: { kind: 'page', page: 4 },
      malformed: false,
    });
    expect(splitListView(['stories'])).toEqual({ segments: ['stories'], view: null, malformed: false });
    for (const bad of [['stories', '_list'], ['stories', '_list', 'page', '1'], ['stories', '_list', 'page', 'x'], ['stories', '_list', 'sort', 'a'], ['stories', '_list', 'tag', 'a', 'b']]) {
      expect(splitListView(bad).malformed).toBe(true);
    }
  });

  it('writes the query of a view for canonical URLs and links', () => {
    expect(listViewQuery({ kind: 'page', page: 3 })).toBe('?page=3');
    expect(listViewQuery({ kind: 'tag', tag: 'Cool chain & pharma' })).toBe('?tag=Cool+chain+%26+pharma');
    expect(listViewQuery(null)).toBe('');
  });
});

describe('which views a page has', () => {
  const item = (id: string, tags: string[] = []) => ({ id, url: `/stories/${id}`, title: id, tags });
  const newsPage = [{ module: 'newsList', content: { collection: 'news/latest-news', items: Array.from({ length: 13 }, (_, i) => item(`n${i}`)) } }];
  const storyPage = [{ module: 'storyList', content: { tagFilter: true, collection: 'stories/detail', items: [item('a', ['People']), item('b', ['Innovation'])] } }];

  it('has as many pages as its news list fills, six items each', () => {
    expect(hasListView(newsPage, { kind: 'page', page: 2 })).toBe(true);
    expect(hasListView(newsPage, { kind: 'page', page: 3 })).toBe(true);
    expect(hasListView(newsPage, { kind: 'page', page: 4 })).toBe(false);
    expect(hasListView(storyPage, { kind: 'page', page: 2 })).toBe(false);
  });

  it('has a tag view for each tag its filtered story list carries', () => {
    expect(hasListView(storyPage, { kind: 'tag', tag: 'People' })).toBe(true);
    expect(hasListView(storyPage, { kind: 'tag', tag: 'Nobody' })).toBe(false);
    const teaser = [{ module: 'storyList', content: { ...storyPage[0].content, tagFilter: false } }];
    expect(hasListView(teaser, { kind: 'tag', tag: 'People' })).toBe(false);
  });
});
