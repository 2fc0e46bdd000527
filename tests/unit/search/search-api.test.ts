/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/[locale]/[...path]/route';
import { pageResponse } from '@/lib/content/contract';
import { MODULE_SCHEMAS } from '@/modules/schemas';

/**
 * The search API as a client calls it: GET /api/{code}/search/getSearchResult/{keyword}/[?page=n].
 * `encodedKeyword` is put into the URL as it is; Next hands the handler decoded segments.
 */
async function search(code: string, encodedKeyword: string, query = '') {
  const url = `http://localhost/api/${code}/search/getSearchResult/${encodedKeyword}/${query}`;
  const request = new NextRequest(url);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      // Next passes a segment it cannot decode through as it is.
      return s;
    }
  };
  const path = ['search', 'getSearchResult', ...encodedKeyword.split('/').map(decode)];
  const response = await GET(request, { params: Promise.resolve({ locale: code, path }) });
  const body = await response.json();
  return { status: response.status, body };
}

function results(body: unknown) {
  const page = pageResponse.parse(body);
  const entry = page.data.pageContent.find((m) => m.module === 'searchResults');
  return { page, content: MODULE_SCHEMAS.searchResults.parse(entry?.content) };
}

describe('GET /api/{code}/search/getSearchResult/{keyword}/', () => {
  it('answers the page contract with one page of ranked hits', async () => {
    const { status, body } = await search('en', 'cargo');
    expect(status).toBe(200);
    const { page, content } = results(body);
    expect(content).toMatchObject({ keyword: 'cargo', page: 1, pageSize: 10, truncated: false });
    expect(content.items).toHaveLength(10);
    expect(content.total).toBeGreaterThan(10);
    expect(page.metaData.pageTitle).toBe('Search results: cargo');
  });

  it('serves the next pages with ?page=n', async () => {
    const one = results((await search('en', 'cargo')).body).content;
    const two = results((await search('en', 'cargo', '?page=2')).body).content;
    expect(two.page).toBe(2);
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.map((i) => i.url)).not.toContain(one.items[0].url);
  });

  it.each(['?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page=1e3', '?page=1001', '?page=99999999999999999999', '?page=1&page=2', '?page='])(
    'refuses %s with 400',
    async (query) => {
      const { status, body } = await search('en', 'cargo', query);
      expect(status).toBe(400);
      expect(body.error).toMatch(/page/);
    },
  );

  it('searches Chinese in tc and sc', async () => {
    const tc = results((await search('tc', encodeURIComponent('冷鏈'))).body).content;
    expect(tc.items.map((i) => i.url)).toContain('/stories/keeping-vaccines-cold');
    const sc = results((await search('sc', encodeURIComponent('冷链'))).body).content;
    expect(sc.items.map((i) => i.url)).toContain('/stories/keeping-vaccines-cold');
  });

  it.each([
    ['10,000 characters', 'a'.repeat(10_000)],
    ['control characters', '%00%01%0d%0acargo%1b'],
    ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['markup', encodeURIComponent('<script>alert(1)</script>')],
    ['a NUL', '%00'],
    ['a broken escape', '%E0%A4%A'],
    ['a double-encoded NUL', '%2500'],
  ])('answers %s with a normal 200 and a clean keyword', async (_, encoded) => {
    const { status, body } = await search('en', encoded);
    expect(status).toBe(200);
    const { content } = results(body);
    expect(Array.from(content.keyword).length).toBeLessThanOrEqual(100);
    expect(content.keyword).not.toMatch(/[\u0000-\u001f\u007f/\\]/);
    expect(JSON.stringify(body)).not.toMatch(/root:x:0:0|"compilerOptions"/);
  });

  it('says a long keyword was cut', async () => {
    const { content } = results((await search('en', 'a'.repeat(10_000))).body);
    expect(content).toMatchObject({ truncated: true, total: 0 });
    expect(content.keyword).toHaveLength(100);
  });
});
