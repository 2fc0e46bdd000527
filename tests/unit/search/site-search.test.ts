/**
 * @jest-environment node
 */
import { PUBLISHED_ROOT } from '@/lib/content/embedded';
import type { Lang } from '@/lib/i18n';
import { localizeHref } from '@/lib/routing/links';
import { hrefOf } from '@/lib/routing/href';
import { docsFor } from '@/lib/search/index-cache';
import { SEARCH_KEYWORD_MAX } from '@/lib/search/query';
import { searchSite } from '@/lib/search/search';
import en from '@/messages/en/modules.json';
import zhCn from '@/messages/zh-cn/modules.json';
import zhHk from '@/messages/zh-hk/modules.json';

/** Every hit of a query over the real embedded content (all pages, not only the first). */
async function urls(lang: Lang, keyword: string): Promise<string[]> {
  const first = await searchSite(PUBLISHED_ROOT, lang, keyword, 1);
  const out = first.items.map((i) => i.url);
  for (let page = 2; (page - 1) * first.pageSize < first.total; page++) {
    out.push(...(await searchSite(PUBLISHED_ROOT, lang, keyword, page)).items.map((i) => i.url));
  }
  return out;
}

describe('the index', () => {
  it.each(['en', 'zh-hk', 'zh-cn'] as const)('names each page of %s by the path it is served at, so "more results" forms its links without the route table', async (lang) => {
    // modules/SearchResults/SearchMore.client.tsx puts the language in front; the server list forms the same address with the table.
    const docs = await docsFor(PUBLISHED_ROOT, lang);
    const differ = docs.map((d) => d.url).filter((url) => hrefOf(lang, url.replace(/^\/+/, '')) !== localizeHref(url, lang));
    expect(differ).toEqual([]);
  });

  it.each(['en', 'zh-hk', 'zh-cn'] as const)('holds every page, news item, story and IATA course of %s', async (lang) => {
    const docs = await docsFor(PUBLISHED_ROOT, lang);
    const all = docs.map((d) => d.url);
    expect(all).toEqual(expect.arrayContaining(['/', '/about-us/', '/services/fees-charges', '/contact-us', '/privacy-notice', '/general/terms-of-use']));
    expect(all.filter((u) => u.startsWith('/media/news-press/') && u.split('/').length === 5).length).toBeGreaterThanOrEqual(15);
    expect(all.filter((u) => /^\/stories\/[a-z]/.test(u)).length).toBeGreaterThanOrEqual(8);
    expect(all.filter((u) => /^\/services\/iata-training\/[a-z]/.test(u)).length).toBeGreaterThanOrEqual(4);
    // Frames and list pages of no content of their own stay out; each page is there once.
    expect(all.some((u) => u.includes('search') || u.includes('404'))).toBe(false);
    expect(new Set(all).size).toBe(all.length);
    // Rich text is indexed without its tags.
    expect(docs.some((d) => /<\/?(p|a|strong|ul|li)\b/.test(d.body.raw))).toBe(false);
  });

  it('is built once and reused', async () => {
    expect(await docsFor(PUBLISHED_ROOT, 'en')).toBe(await docsFor(PUBLISHED_ROOT, 'en'));
  });
});

describe('English', () => {
  it('ignores case and accents', async () => {
    const plain = await urls('en', 'racehorses');
    expect(plain).toContain('/stories/racehorses-fly-business-class');
    expect(await urls('en', 'RACEHORSES')).toEqual(plain);
    expect(await urls('en', 'racehorsés')).toEqual(plain);
    expect(await urls('en', 'Ｒａｃｅｈｏｒｓｅｓ')).toEqual(plain);
  });

  it('stems: handle finds handling, vaccine finds vaccines', async () => {
    const handle = await urls('en', 'handle');
    expect(handle).toContain('/media/news-press/important-notices/revised-terminal-handling-charges-2027');
    expect(await urls('en', 'handling')).toEqual(handle);
    expect(await urls('en', 'vaccine')).toContain('/stories/keeping-vaccines-cold');
  });

  it('matches whole words only', async () => {
    // "cert" starts "certificate" and "certification" on many pages but is no word of the site.
    expect(await urls('en', 'certificate')).not.toEqual([]);
    expect(await urls('en', 'cert')).toEqual([]);
  });

  it('finds the expected page first', async () => {
    expect((await urls('en', 'box storage system'))[0]).toBe('/facilities/box-storage-system');
    expect((await urls('en', 'dangerous goods regulations initial'))[0]).toBe('/services/iata-training/dangerous-goods-regulations-initial');
    expect((await urls('en', 'fees charges')).slice(0, 3)).toContain('/services/fees-charges');
  });
});

describe('Chinese', () => {
  it('finds a two-character word inside a sentence, Traditional on zh-hk', async () => {
    // 冷鏈 appears only inside longer sentences and names (全程冷鏈護送疫苗), never space-separated.
    expect(await urls('zh-hk', '冷鏈')).toContain('/stories/keeping-vaccines-cold');
    expect((await urls('zh-hk', '收費')).slice(0, 3)).toContain('/services/fees-charges');
  });

  it('finds Simplified words on zh-cn', async () => {
    expect(await urls('zh-cn', '冷链')).toContain('/stories/keeping-vaccines-cold');
    expect((await urls('zh-cn', '危险品规例'))[0]).toMatch(/^\/services\/iata-training\/dangerous-goods-regulations-/);
  });

  it('searches each language in its own script', async () => {
    expect(await urls('zh-hk', '冷链')).toEqual([]);
    expect(await urls('zh-cn', '冷鏈')).toEqual([]);
    expect(await urls('en', '冷鏈')).toEqual([]);
  });

  it('matches a longer phrase without spaces, the whole phrase first', async () => {
    const hits = await searchSite(PUBLISHED_ROOT, 'zh-hk', '危險品規例');
    expect(hits.terms).toEqual(['危險', '險品', '品規', '規例']);
    expect(hits.items[0].url).toMatch(/^\/services\/iata-training\/dangerous-goods-regulations-/);
    expect(hits.items[0].title).toContain('危險品規例');
  });

  it('finds Latin words inside Chinese text', async () => {
    expect(await urls('zh-hk', 'IATA')).toContain('/services/iata-training');
  });
});

describe('suggested searches of the empty results page', () => {
  it.each([
    ['en', en.search.suggestions],
    ['zh-hk', zhHk.search.suggestions],
    ['zh-cn', zhCn.search.suggestions],
  ] as const)('all find pages in %s', async (lang, suggestions) => {
    for (const word of suggestions) expect([word, (await searchSite(PUBLISHED_ROOT, lang, word)).total > 0]).toEqual([word, true]);
  });
});

describe('ranking', () => {
  it('puts title matches above body matches', async () => {
    const { items } = await searchSite(PUBLISHED_ROOT, 'en', 'racehorses');
    expect(items[0].url).toBe('/stories/racehorses-fly-business-class');
    const firstBodyOnly = items.findIndex((i) => !/racehorse/i.test(i.title));
    const lastTitle = items.map((i) => /racehorse/i.test(i.title)).lastIndexOf(true);
    expect(lastTitle).toBeLessThan(firstBodyOnly);
  });

  it('puts the phrase above all terms above some terms', async () => {
    const phrase = await urls('en', 'cool chain');
    const scattered = await urls('en', 'chain cool');
    // Every page with "cool chain" has both words; the reversed order is never a phrase.
    expect(phrase.slice(0, 3)).toContain('/stories/keeping-vaccines-cold');
    expect(new Set(scattered)).toEqual(new Set(phrase));
    const some = await searchSite(PUBLISHED_ROOT, 'en', 'racehorses zzzqqq');
    expect(some.total).toBe((await searchSite(PUBLISHED_ROOT, 'en', 'racehorses')).total);
    const mixed = await urls('en', 'racehorses vaccines');
    // Pages with both words come before pages with one of them.
    const both = mixed.filter((u) => ['/stories/keeping-vaccines-cold', '/'].includes(u));
    expect(mixed.indexOf('/stories/racehorses-fly-business-class')).toBeGreaterThan(mixed.indexOf(both[0]));
  });
});

describe('snippets', () => {
  it('start near the first match and are bounded', async () => {
    const { items } = await searchSite(PUBLISHED_ROOT, 'en', 'freezer');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.snippet.length).toBeLessThanOrEqual(202);
      expect(item.snippet.toLowerCase()).toContain('freezer');
    }
    expect(items.some((i) => i.snippet.startsWith('…'))).toBe(true);
  });

  it('quote the page, not its tabs, buttons, image descriptions or title', async () => {
    const { items } = await searchSite(PUBLISHED_ROOT, 'en', 'cargo');
    const collection = items.find((i) => i.url === '/services/cargo-collection-delivery/collection-procedure');
    expect(collection?.snippet).toMatch(/^Collecting import cargo at SuperTerminal Two · /);
    const docs = await docsFor(PUBLISHED_ROOT, 'en');
    const home = docs.find((d) => d.url === '/')!;
    // The home banner's alt text and a button label of the home page.
    expect(home.body.raw).not.toContain('A freighter on the SuperTerminal Two apron at dusk');
    expect(home.body.raw).not.toMatch(/· Meet our leadership ·/);
  });

  it('work in Chinese', async () => {
    const { items } = await searchSite(PUBLISHED_ROOT, 'zh-hk', '冷鏈');
    for (const item of items) expect(`${item.title}${item.snippet}`).toContain('冷鏈');
  });
});

describe('pagination', () => {
  it('pages through every hit exactly once', async () => {
    const first = await searchSite(PUBLISHED_ROOT, 'en', 'cargo', 1);
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const all = await urls('en', 'cargo');
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(first.total);
    expect(all.slice(0, 10)).toEqual(first.items.map((i) => i.url));
    expect((await searchSite(PUBLISHED_ROOT, 'en', 'cargo', 999)).items).toEqual([]);
  });
});

describe('hostile keywords', () => {
  it.each([
    ['10,000 characters', 'a'.repeat(10_000)],
    ['control characters', 'cargo\u0000\u0001\r\n\u001b[31m'],
    ['path traversal', '../../etc/passwd'],
    ['markup', '<script>alert(1)</script>'],
    ['a percent-encoded NUL', '%00'],
    ['regex syntax', '.*(a+)+$[\\'],
    ['lone surrogates', '\uD800\uDC00\uDFFF'],
  ])('%s are searched as plain text', async (_, keyword) => {
    const result = await searchSite(PUBLISHED_ROOT, 'en', keyword);
    expect(Array.from(result.keyword).length).toBeLessThanOrEqual(SEARCH_KEYWORD_MAX);
    expect(result.keyword).not.toMatch(/[\u0000-\u001f\u007f/\\]/);
    for (const item of result.items) expect(item.url).toMatch(/^\/(?!\/)/);
  });

  it('says when a keyword was cut', async () => {
    const long = await searchSite(PUBLISHED_ROOT, 'en', `cargo ${'x'.repeat(200)}`);
    expect(long.truncated).toBe(true);
    expect(long.keyword).toHaveLength(SEARCH_KEYWORD_MAX);
    expect(long.total).toBeGreaterThan(0);
    expect((await searchSite(PUBLISHED_ROOT, 'en', 'cargo')).truncated).toBe(false);
  });

  it('answers a keyword with nothing searchable with no results', async () => {
    expect(await searchSite(PUBLISHED_ROOT, 'en', '\u0000 /// ...')).toMatchObject({ keyword: '...', total: 0, items: [] });
    expect(await searchSite(PUBLISHED_ROOT, 'en', '\u0000')).toMatchObject({ keyword: '', total: 0, items: [] });
  });

  it('answers within the latency budget once the index is built', async () => {
    await docsFor(PUBLISHED_ROOT, 'en');
    const queries = ['cargo', 'dangerous goods', 'handling charges 2027', 'a'.repeat(100), 'box storage system', 'vaccines'];
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const start = performance.now();
      await searchSite(PUBLISHED_ROOT, 'en', queries[i % queries.length]);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // A query takes about a millisecond; a file read or index rebuild per query takes 100+ ms. The
    // median is asserted because the tail depends on how busy the test machine is.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(20);
  });
});
