#!/usr/bin/env node
/**
 * The front door of the cross-engine journey: a small HTTP proxy on ENGINES_PORT in front of the
 * production server (ENGINES_UPSTREAM_PORT) that puts the error collector (collector.js) first in
 * the <head> of every HTML page, so both drivers see errors from the very first script on. WebKitGTK's
 * WebDriver has no way to run a script before the page's own (no BiDi, no preload scripts), and the
 * same mechanism for Firefox keeps one description of "no errors" for both engines.
 *
 * The collector is served from this origin, so the pages' Content-Security-Policy (`script-src 'self'`
 * plus the hashes of the inline scripts) lets it run unchanged. Requests keep their Host header:
 * the site sees the origin it was built for. /__engines/broken is a deliberately broken page that
 * the suite loads to prove the collector catches errors in each engine.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const COLLECTOR_PATH = '/__engines/collector.js';
export const BROKEN_PATH = '/__engines/broken';
const COLLECTOR = readFileSync(fileURLToPath(new URL('./collector.js', import.meta.url)), 'utf8');

/** The broken page: it throws while loading, rejects a promise and logs an error. */
const BROKEN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deliberately broken</title></head>
<body><h1>Deliberately broken</h1>
<script>Promise.reject(new Error('deliberate rejection')); console.error('deliberate console error'); throw new Error('deliberate load error');</script>
</body></html>`;

/** The page with the collector as the first child of <head> (or first in the document when there is none). */
export function injectCollector(html) {
  const tag = `<script src="${COLLECTOR_PATH}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  return tag + html;
}

export function createEngineProxy({ upstreamPort, upstreamHost = '127.0.0.1' }) {
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === COLLECTOR_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(COLLECTOR);
      return;
    }
    if (url === BROKEN_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(injectCollector(BROKEN_PAGE));
      return;
    }
    // Uncompressed, so the HTML can be rewritten.
    const headers = { ...req.headers };
    const rewrite = req.method !== 'HEAD';
    delete headers['accept-encoding'];
    // A connection per request (agent: false), so a keep-alive socket the server is closing is never
    // reused (a guess at a WebKit form failure that turned out to be the late XSRF cookie, docs/testing.md;
    // kept because it costs nothing on loopback).
    const upstream = http.request({ host: upstreamHost, port: upstreamPort, method: req.method, path: url, headers, agent: false }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!rewrite || !type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(injectCollector(Buffer.concat(chunks).toString('utf8')));
        const out = { ...answer.headers, 'content-length': String(body.length) };
        delete out['transfer-encoding'];
        delete out.etag;
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(body);
      });
    });
    upstream.on('error', (error) => {
      console.error(`engine proxy: ${req.method} ${url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`engine proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.ENGINES_PORT);
  const upstreamPort = Number(process.env.ENGINES_UPSTREAM_PORT);
  if (!port || !upstreamPort) throw new Error('ENGINES_PORT and ENGINES_UPSTREAM_PORT are required');
  const server = createEngineProxy({ upstreamPort });
  server.listen(port, '127.0.0.1', () => console.log(`engine proxy on http://127.0.0.1:${port} -> ${upstreamPort}`));
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
}
