/**
 * @jest-environment node
 */
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { ContentNotFoundError, ContentUnavailableError } from '@/lib/content/errors';
import { httpSource } from '@/lib/content/http';

const BASE = 'https://cms.test/api';
const seen: { url: string; cookie: string | null }[] = [];

const server = setupServer(
  http.get(`${BASE}/:code/config`, ({ request, params }) => {
    seen.push({ url: request.url, cookie: request.headers.get('cookie') });
    return HttpResponse.json({ data: { code: params.code } });
  }),
  http.get(`${BASE}/en/slow`, async () => {
    await delay(500);
    return HttpResponse.json({});
  }),
  http.get(`${BASE}/en/broken`, () => new HttpResponse('oops', { status: 500 })),
  http.get(`${BASE}/en/html`, () => new HttpResponse('<html>', { status: 200, headers: { 'content-type': 'text/html' } })),
  http.get(`${BASE}/en/missing`, () => new HttpResponse(null, { status: 404 })),
  http.get(`${BASE}/en/redirected`, () => new HttpResponse(null, { status: 304 })),
  http.get(`${BASE}/tc/news/latest-news/abc/`, ({ request }) => {
    seen.push({ url: request.url, cookie: request.headers.get('cookie') });
    return HttpResponse.json({ data: { pageContent: [] }, metaData: { pageTitle: 'x' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('HTTP content source', () => {
  const source = httpSource(`${BASE}/`, 200);

  it('calls /{code}/config and /{code}{api} with the backend locale code', async () => {
    await expect(source.config('tc')).resolves.toEqual({ data: { code: 'tc' } });
    await source.page('tc', '/news/latest-news/abc/');
    expect(seen.map((s) => s.url)).toEqual([`${BASE}/tc/config`, `${BASE}/tc/news/latest-news/abc/`]);
  });

  it('forwards preview cookies only when given', async () => {
    await source.config('en');
    await source.config('en', { previewCookies: 'UMB_PREVIEW=1; UMB_UCONTEXT=abc' });
    expect(seen.map((s) => s.cookie)).toEqual([null, 'UMB_PREVIEW=1; UMB_UCONTEXT=abc']);
  });

  it('treats 404 as missing content', async () => {
    await expect(source.page('en', '/missing')).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it.each([
    ['a timeout', '/slow'],
    ['a 500', '/broken'],
    ['a non-2xx status', '/redirected'],
    ['invalid JSON', '/html'],
  ])('treats %s as a backend failure', async (_, path) => {
    await expect(source.page('en', path)).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('never sends a traversal path to the backend', async () => {
    await expect(source.page('en', '/../../admin')).rejects.toBeInstanceOf(ContentNotFoundError);
    expect(seen).toEqual([]);
  });
});
