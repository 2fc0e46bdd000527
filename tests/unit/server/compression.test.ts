/**
 * server.mjs's compression (lib/server/compression.mjs): brotli for a browser that takes it, gzip for
 * one that takes only gzip, nothing for one that takes neither, and the same bytes after decoding.
 * A page repeats its markup in its RSC payload further on than gzip's window: brotli must beat gzip there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createCompression } from '@/lib/server/compression.mjs';

// A page-like body: 40 KB of varied markup, then a payload that repeats it (beyond gzip's 32 KB window).
const markup = Array.from({ length: 800 }, (_, i) => `<li class="item-${i % 7}"><a href="/en/news/${(i * 7919) % 100003}">Cargo story ${i}</a></li>`).join('');
const page = `<!DOCTYPE html><html><body><ul>${markup}</ul><script>self.__next_f.push([1,${JSON.stringify(markup)}])</script></body></html>`;

let server: http.Server;
let base: string;
beforeAll(async () => {
  const compress = createCompression();
  server = http.createServer((req, res) => compress(req, res, () => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(page);
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(acceptEncoding: string): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${base}/en`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary ?? ''), body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('a browser that takes brotli gets brotli, smaller than gzip where the page repeats itself far apart', async () => {
  const answer = await get('gzip, deflate, br, zstd');
  expect(answer.encoding).toBe('br');
  expect(answer.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(answer.body).toString()).toBe(page);
  expect(page.length).toBeGreaterThan(2 * 32 * 1024);
  expect(answer.body.length).toBeLessThan(0.75 * gzipSync(page, { level: 6 }).length);
});

test('a client that takes only gzip gets gzip, and one that takes neither the plain page', async () => {
  const gzip = await get('gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(page);
  const plain = await get('identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.body.toString()).toBe(page);
});
