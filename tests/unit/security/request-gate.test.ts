/**
 * @jest-environment node
 *
 * server.mjs's request gate on a real HTTP server: what a client can no longer choose.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyLimitOf } from '@/lib/security/body-limits.mjs';
import { trustedProxiesFrom } from '@/lib/security/client-address.mjs';
import { gateRequest, hasInvalidUtf8Escape, sendRefusal } from '@/lib/security/request-gate.mjs';
import { cacheKeyOf } from '@/lib/cache/response-cache.mjs';
import { rawStatus } from '../../raw-http.mjs';

let server: http.Server;
let port: number;
let trust = trustedProxiesFrom(undefined);
/** What reached "Next": the URL and headers after the gate. */
let seen: { url: string; headers: IncomingHttpHeaders; cacheKey: string | null } | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const refusal = gateRequest(req, { trust });
    if (refusal) return sendRefusal(res, refusal);
    seen = { url: req.url ?? '', headers: { ...req.headers }, cacheKey: cacheKeyOf(req) };
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = null;
  trust = trustedProxiesFrom(undefined);
});

/** Sends a raw HTTP/1.1 request (so the request line can be absolute-form) and returns the status. */
const raw = (requestLine: string, headers: Record<string, string> = {}, body = ''): Promise<number> => rawStatus(port, requestLine, headers, body);

describe('request target', () => {
  it('refuses an absolute-form request for another host with 400', async () => {
    expect(await raw('GET http://evil.example/ HTTP/1.1')).toBe(400);
    expect(await raw('GET https://evil.example/en/ HTTP/1.1')).toBe(400);
    expect(await raw('GET * HTTP/1.1')).toBe(400);
    expect(seen).toBeNull();
  });

  it('accepts an absolute-form request for its own host, as a path', async () => {
    expect(await raw(`GET http://127.0.0.1:${port}/en/about-us/?a=1 HTTP/1.1`)).toBe(200);
    expect(seen?.url).toBe('/en/about-us/?a=1');
  });
});

describe('path encoding', () => {
  it.each(['/en/%ED%A0%80', '/%ED%A0%80', '/en/news/%E0%A4%A', '/assets/%FF.png'])('refuses %s with 400', async (path) => {
    expect(await raw(`GET ${path} HTTP/1.1`)).toBe(400);
  });

  it('leaves valid escapes, a lone %, and search keywords (read leniently by proxy.ts) alone', () => {
    expect(hasInvalidUtf8Escape('/zh-hk/%E8%B2%A8%E7%AB%99')).toBe(false);
    expect(hasInvalidUtf8Escape('/en/100%')).toBe(false);
    expect(hasInvalidUtf8Escape('/en/%ED%A0%80')).toBe(true);
  });

  it('passes a search keyword with a broken escape on to Next', async () => {
    expect(await raw('GET /en/search/%ED%A0%80 HTTP/1.1')).toBe(200);
  });
});

describe('forwarding headers and the client address', () => {
  const spoofed = { 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.8', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Forwarded: 'for=203.0.113.9' };

  it('believes none from a client (no trusted proxy by default): the address is the socket’s', async () => {
    expect(await raw('GET /en/ HTTP/1.1', { ...spoofed, 'X-Hactl-Client-Address': '203.0.113.10' })).toBe(200);
    expect(seen?.headers['x-hactl-client-address']).toBe('127.0.0.1');
    for (const name of ['x-forwarded-for', 'x-real-ip', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']) expect(seen?.headers[name]).toBeUndefined();
  });

  it('reads X-Forwarded-For from a trusted proxy, over every trusted hop', async () => {
    trust = trustedProxiesFrom('loopback, 10.0.0.0/8');
    expect(await raw('GET /en/ HTTP/1.1', { 'X-Forwarded-For': '203.0.113.7, 198.51.100.1, 10.1.2.3', 'X-Forwarded-Proto': 'https' })).toBe(200);
    expect(seen?.headers['x-hactl-client-address']).toBe('198.51.100.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('https');
  });

  it('refuses a malformed TRUSTED_PROXIES at start-up', () => {
    expect(() => trustedProxiesFrom('not-an-address')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the nonce and the response cache key', () => {
  it('drops a Content-Security-Policy request header, which would choose the nonce', async () => {
    expect(await raw('GET /en/ HTTP/1.1', { 'Content-Security-Policy': "script-src 'nonce-attacker'", 'Content-Security-Policy-Report-Only': "script-src 'nonce-x'" })).toBe(200);
    expect(seen?.headers['content-security-policy']).toBeUndefined();
    expect(seen?.headers['content-security-policy-report-only']).toBeUndefined();
  });

  it('keys cached answers by scheme: an http request cannot fill the https copy', async () => {
    trust = trustedProxiesFrom('loopback');
    await raw('GET /en/ HTTP/1.1', { 'X-Forwarded-Proto': 'https' });
    const https = seen?.cacheKey;
    await raw('GET /en/ HTTP/1.1', { 'X-Forwarded-Proto': 'http' });
    const httpKey = seen?.cacheKey;
    await raw('GET /en/ HTTP/1.1', { 'X-Forwarded-Proto': 'gopher' });
    expect(seen?.cacheKey).toBeNull();
    expect(https).toMatch(/^https\n/);
    expect(httpKey).toMatch(/^http\n/);
  });
});

describe('body limits', () => {
  it('takes the limits from one table; pages take no body', () => {
    expect(bodyLimitOf('/api/forms/contact')).toBe(16 * 1024);
    expect(bodyLimitOf('/api/gift-users')).toBe(32 * 1024);
    expect(bodyLimitOf('/api/revalidate')).toBe(4096);
    expect(bodyLimitOf('/en/about-us/')).toBe(0);
    expect(bodyLimitOf('/api/en/config')).toBe(0);
  });

  it('refuses a declared body past the route’s limit with 413, without reading it', async () => {
    expect(await raw('POST /api/revalidate HTTP/1.1', { 'Content-Length': String(100 * 1024 * 1024) })).toBe(413);
    expect(await raw('POST /api/forms/contact HTTP/1.1', { 'Content-Length': '16385' })).toBe(413);
    expect(await raw('POST /en/ HTTP/1.1', { 'Content-Length': '10' }, '0123456789')).toBe(413);
    expect(await raw('POST /en/ HTTP/1.1', { 'Transfer-Encoding': 'chunked' }, '0\r\n\r\n')).toBe(413);
    expect(seen).toBeNull();
    expect(await raw('POST /api/forms/contact HTTP/1.1', { 'Content-Length': '2' }, '{}')).toBe(200);
  });
});
