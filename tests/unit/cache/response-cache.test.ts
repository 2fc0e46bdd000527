/**
 * @jest-environment node
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { clearResponseCache, createResponseCache, isStorable, registerResponseCache, type ResponseCache } from '@/lib/cache/response-cache.mjs';

/** What the fake Next answers: a cached page unless the test says otherwise. */
interface Answer {
  status?: number;
  headers?: Record<string, string>;
  /** Written in these pieces (res.write for all but the last, res.end for the last). */
  chunks?: (string | Buffer)[];
  /** Headers passed to writeHead instead of setHeader. */
  viaWriteHead?: boolean;
}

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3600, stale-while-revalidate=82800', etag: '"abc123"' };

let server: http.Server;
let origin: string;
let cache: ResponseCache;
let clock = 0;
let calls = 0;
let answer: (req: IncomingMessage) => Answer;

/** Next's stand-in: counts calls and answers like Next's page cache (gzip when asked). */
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  calls += 1;
  const { status = 200, headers = PAGE_HEADERS, chunks, viaWriteHead = false } = answer(req);
  const html = `<html><body>page ${req.url} render ${calls}</body></html>`;
  const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = chunks ?? [gzip ? gzipSync(html) : html];
  const all = { ...headers, ...(gzip && !chunks ? { 'content-encoding': 'gzip' } : {}) };
  if (viaWriteHead) res.writeHead(status, all);
  else {
    for (const [name, value] of Object.entries(all)) res.setHeader(name, value);
    res.statusCode = status;
  }
  body.slice(0, -1).forEach((chunk) => res.write(chunk));
  res.end(body[body.length - 1]);
}

function useCache(options: Parameters<typeof createResponseCache>[0] = {}) {
  cache = registerResponseCache(createResponseCache({ ttlMs: 1000, now: () => clock, ...options }));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    cache.handle(req, res, () => fakeNext(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock = 0;
  calls = 0;
  answer = () => ({});
  useCache();
});

/** A raw request (fetch would decode gzip and hide the encoded bytes). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response cache in front of Next', () => {
  it('answers a repeated page request within the TTL from memory, byte for byte', async () => {
    const first = await get('/en');
    const second = await get('/en');
    expect(calls).toBe(1);
    expect(first.headers['x-response-cache']).toBeUndefined();
    expect(second.headers['x-response-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers['cache-control']).toBe(PAGE_HEADERS['cache-control']);
    expect(second.headers.etag).toBe('"abc123"');
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, stored: 1 });
  });

  it('asks Next again once the TTL has passed', async () => {
    await get('/en');
    clock = 999;
    await get('/en');
    expect(calls).toBe(1);
    clock = 1000;
    const third = await get('/en');
    expect(calls).toBe(2);
    expect(third.body.toString()).toContain('render 2');
  });

  it('keeps the encoded bytes per Accept-Encoding, and per language cookie', async () => {
    const gzip = await get('/en', { 'accept-encoding': 'gzip' });
    const plain = await get('/en');
    const gzipAgain = await get('/en', { 'accept-encoding': 'gzip' });
    expect(calls).toBe(2);
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipAgain.body).toString()).toBe(gunzipSync(gzip.body).toString());
    expect(plain.headers['content-encoding']).toBeUndefined();
    await get('/en', { cookie: 'NEXT_LOCALE=zh-hk' });
    await get('/en', { cookie: 'consent=1; NEXT_LOCALE=zh-hk' });
    expect(calls).toBe(3);
  });

  it('records pages written in several pieces and headers given to writeHead', async () => {
    answer = () => ({ chunks: ['<html>', Buffer.from('<body>é'), '</body></html>'], viaWriteHead: true });
    const first = await get('/en/about-us/');
    const second = await get('/en/about-us/');
    expect(calls).toBe(1);
    expect(second.body.toString()).toBe('<html><body>é</body></html>');
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(first.body.equals(second.body)).toBe(true);
  });

  it('answers If-None-Match with a 304 and the validators, no body', async () => {
    await get('/en');
    const conditional = await get('/en', { 'if-none-match': 'W/"abc123"' });
    expect(conditional.status).toBe(304);
    expect(conditional.body.length).toBe(0);
    expect(conditional.headers.etag).toBe('"abc123"');
    expect(conditional.headers['cache-control']).toBe(PAGE_HEADERS['cache-control']);
    const other = await get('/en', { 'if-none-match': '"different"' });
    expect(other.status).toBe(200);
    expect(calls).toBe(1);
  });

  it.each([
    ['an error page', () => ({ status: 404 })],
    ['a redirect', () => ({ status: 307, headers: { location: '/en', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60' } })],
    ['a page rendered per request (no x-nextjs-cache)', () => ({ headers: { 'cache-control': 's-maxage=60' } })],
    ['a page Next has just rendered (MISS)', () => ({ headers: { ...PAGE_HEADERS, 'x-nextjs-cache': 'MISS' } })],
    ['a private answer', () => ({ headers: { ...PAGE_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } })],
    ['an answer without s-maxage', () => ({ headers: { ...PAGE_HEADERS, 'cache-control': 'max-age=60' } })],
  ])('does not keep %s', async (_label, make: () => Answer) => {
    answer = make;
    await get('/en/x');
    await get('/en/x');
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it.each([
    ['a preview (draft-mode cookie)', '/en', { cookie: '__prerender_bypass=1' }, 'GET'],
    ['a client navigation (rsc)', '/en', { rsc: '1' }, 'GET'],
    ['a prefetch', '/en', { 'next-router-prefetch': '1' }, 'GET'],
    ['the API', '/api/en/config', {}, 'GET'],
    ['Next files', '/_next/static/x.js', {}, 'GET'],
    ['HEAD', '/en', {}, 'HEAD'],
  ])('always hands %s to Next', async (_label, path: string, headers: Record<string, string>, method: string) => {
    await get(path, headers, method);
    await get(path, headers, method);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('is emptied by clearResponseCache (the revalidation webhook)', async () => {
    await get('/en');
    clearResponseCache();
    const after = await get('/en');
    expect(calls).toBe(2);
    expect(after.body.toString()).toContain('render 2');
  });

  it('stays within its byte bound, dropping the oldest pages first', async () => {
    useCache({ maxBytes: 450 });
    answer = () => ({ chunks: ['x'.repeat(100)] });
    for (const page of ['a', 'b', 'c', 'd', 'e']) await get(`/en/${page}`);
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(400);
    await get('/en/e');
    await get('/en/b');
    expect(calls).toBe(5);
    await get('/en/a');
    expect(calls).toBe(6);
  });

  it('stays within its entry bound (RESPONSE_CACHE_ENTRIES)', async () => {
    useCache({ maxEntries: 2 });
    for (const page of ['a', 'b', 'c']) await get(`/en/${page}`);
    expect(cache.size).toBe(2);
    await get('/en/a');
    expect(calls).toBe(4);
  });

  it('drops expired answers as it stores new ones: distinct URLs asked once do not fill it', async () => {
    for (let i = 0; i < 5; i += 1) {
      await get(`/en/search/k${i}`);
      clock += 1000;
    }
    expect(cache.size).toBe(1);
  });

  it('keys answers by scheme, from a trusted proxy’s X-Forwarded-Proto (server.mjs keeps no other)', async () => {
    await get('/en', { 'x-forwarded-proto': 'https' });
    await get('/en', { 'x-forwarded-proto': 'http' });
    expect(calls).toBe(2);
    await get('/en', { 'x-forwarded-proto': 'https' });
    expect(calls).toBe(2);
    await get('/en', { 'x-forwarded-proto': 'javascript' });
    await get('/en', { 'x-forwarded-proto': 'javascript' });
    expect(calls).toBe(4);
  });

  it('stores nothing with a TTL of 0 (RESPONSE_CACHE_MS=0)', async () => {
    useCache({ ttlMs: 0 });
    await get('/en');
    await get('/en');
    expect(calls).toBe(2);
  });
});

describe('isStorable', () => {
  it('wants a 200 from Next’s page cache that shared caches may keep', () => {
    expect(isStorable(200, PAGE_HEADERS)).toBe(true);
    expect(isStorable(200, { ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' })).toBe(true);
    expect(isStorable(200, { ...PAGE_HEADERS, 'cache-control': 'public, max-age=0, s-maxage=5' })).toBe(true);
    expect(isStorable(500, PAGE_HEADERS)).toBe(false);
    // A fresh render: the next request goes to Next, which has just cached the page (in Redis too).
    expect(isStorable(200, { ...PAGE_HEADERS, 'x-nextjs-cache': 'MISS' })).toBe(false);
    expect(isStorable(200, { ...PAGE_HEADERS, 'cache-control': 'no-store, s-maxage=5' })).toBe(false);
  });
});
