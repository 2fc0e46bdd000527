/**
 * @jest-environment node
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const BASE = 'https://cms.loader.test/api';
let healthy = true;

const page = { data: { breadcrumb: [], pageContent: [{ module: 'pageHero', content: { title: 'Hello' } }] }, metaData: { pageTitle: 'Hello' } };
const server = setupServer(
  http.get(`${BASE}/en/aboutUs/landing`, () => (healthy ? HttpResponse.json(page) : new HttpResponse('down', { status: 503 }))),
  http.get(`${BASE}/en/never-seen`, () => new HttpResponse('down', { status: 500 })),
  http.get(`${BASE}/en/slow`, async () => {
    await delay(900);
    return HttpResponse.json(page);
  }),
  http.get(`${BASE}/en/garbled`, () => new HttpResponse('{"data": {"breadcrumb": [', { status: 200, headers: { 'content-type': 'application/json' } })),
  http.get(`${BASE}/en/not-the-contract`, () => HttpResponse.json({ hello: 'world' })),
  http.get(`${BASE}/en/config`, () => HttpResponse.json({ data: { header: 'broken', dictionary: { 'label.top': 'Top' } } })),
);

type Loader = typeof import('@/lib/content');
let loader: Loader;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  process.env.CONTENT_API_URL = BASE;
  process.env.CONTENT_TIMEOUT_MS = '500';
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loader = await import('@/lib/content');
});
afterAll(() => {
  server.close();
  delete process.env.CONTENT_API_URL;
});

describe('content loader against an HTTP CMS', () => {
  it('uses the HTTP source when CONTENT_API_URL is set', () => {
    expect(loader.source.kind).toBe('http');
  });

  it('serves the last good copy during an outage and logs the failure once', async () => {
    healthy = true;
    expect((await loader.loadPage('en', '/aboutUs/landing')).metaData.pageTitle).toBe('Hello');
    healthy = false;
    (console.error as jest.Mock).mockClear();
    expect((await loader.loadPage('en', '/aboutUs/landing')).metaData.pageTitle).toBe('Hello');
    expect((await loader.loadPage('en', '/aboutUs/landing')).metaData.pageTitle).toBe('Hello');
    expect((console.error as jest.Mock).mock.calls).toHaveLength(1);
    expect(String((console.error as jest.Mock).mock.calls[0][0])).toContain('/aboutUs/landing');
  });

  it('fails (so the page answers 404) when there is no good copy', async () => {
    await expect(loader.loadPage('en', '/never-seen')).rejects.toBeInstanceOf(loader.ContentUnavailableError);
    await expect(loader.loadPage('en', '/not-the-contract')).rejects.toBeInstanceOf(loader.ContentUnavailableError);
    expect(loader.isNotFound(new loader.ContentUnavailableError('/x', 'y'))).toBe(true);
  });

  it.each(['/slow', '/garbled'])('fails cleanly on %s (timeout, invalid JSON) and logs the path once, without a stack', async (api) => {
    (console.error as jest.Mock).mockClear();
    await expect(loader.loadPage('en', api)).rejects.toBeInstanceOf(loader.ContentUnavailableError);
    const calls = (console.error as jest.Mock).mock.calls;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(1);
    expect(String(calls[0][0])).toContain(api);
    expect(String(calls[0][0])).not.toMatch(/\n\s+at /);
  });

  it('parses global data leniently', async () => {
    const global = await loader.loadGlobalData('en');
    expect(global.header).toEqual([]);
    expect(global.dictionary['label.top']).toBe('Top');
  });
});
