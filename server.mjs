/**
 * The production server: Next's own request handler behind a one-second response cache
 * (lib/cache/response-cache.mjs) and compression (lib/server/compression.mjs: brotli, else gzip).
 * `npm run serve` and `npm start` run it; `next start` still works and serves the same site without
 * that cache, gzip only.
 *
 * Every request first passes lib/security/request-gate.mjs (request target, path encoding,
 * forwarding headers from TRUSTED_PROXIES only, body size).
 *
 * Listens on HOSTNAME:PORT (default 0.0.0.0:3000); RESPONSE_CACHE_MS=0 turns the cache off.
 */
import http from 'node:http';
import next from 'next';
import { createCompression } from './lib/server/compression.mjs';
import { cacheBoundsFromEnv } from './lib/cache/cache-bounds.mjs';
import { createResponseCache, registerResponseCache } from './lib/cache/response-cache.mjs';
import { trustedProxiesFrom } from './lib/security/client-address.mjs';
import { gateRequest, sendRefusal } from './lib/security/request-gate.mjs';

process.env.NODE_ENV = 'production';
// Read by next.config.mjs: this server compresses, so Next does not (gzip) first.
process.env.HACTL_SERVER_COMPRESSES = '1';
const hostname = process.env.HOSTNAME || '0.0.0.0';
const port = Number(process.env.PORT || 3000);
const ttlMs = Number(process.env.RESPONSE_CACHE_MS ?? 1000);
if (!Number.isFinite(ttlMs) || ttlMs < 0) throw new Error(`RESPONSE_CACHE_MS must be a number of milliseconds >= 0, got ${process.env.RESPONSE_CACHE_MS}`);

// Whose X-Forwarded-* headers are believed (lib/security/request-gate.mjs); none by default.
const trust = trustedProxiesFrom(process.env.TRUSTED_PROXIES);
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const bounds = cacheBoundsFromEnv();
const cache = registerResponseCache(createResponseCache({ ttlMs, maxBytes: bounds.responseCacheBytes, maxEntries: bounds.responseCacheEntries }));
const compress = createCompression();

const server = http.createServer((req, res) => {
  const refusal = gateRequest(req, { trust });
  if (refusal) return sendRefusal(res, refusal);
  // Compression wraps `res` inside the cache's recording, so the cache keeps the encoded bytes.
  Promise.resolve(cache.handle(req, res, () => compress(req, res, () => handle(req, res)))).catch((error) => {
    console.error('request failed', req.url, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname}:${port} (response cache ${ttlMs > 0 ? `${ttlMs} ms` : 'off'})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would hold close() forever.
    setTimeout(() => process.exit(0), 5_000).unref();
    server.closeIdleConnections();
  });
}
