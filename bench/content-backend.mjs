#!/usr/bin/env node
/**
 * A slow headless CMS for the benchmark: the content contract of lib/content/http.ts
 * (GET /{en,tc,sc}/config and GET /{code}{api}[/{category}][/{generalId}]/), every answer delayed
 * by --delay-ms (300 by default).
 *
 * The answers are the embedded content store's, exactly as the contract gives them: each path is
 * fetched once from --upstream, a site instance serving the embedded store at /api/... (lists with
 * their items filled in, search answered, as a CMS does server-side), and kept in memory, so the
 * backend's own time is the delay and nothing else. GET /__stats tells how many requests it got.
 *
 *   node bench/content-backend.mjs --port 3405 --upstream http://127.0.0.1:3401 [--delay-ms 300]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    upstream: { type: 'string' },
    'delay-ms': { type: 'string', default: '300' },
  },
});
const port = Number(values.port);
const upstream = values.upstream?.replace(/\/+$/, '');
const delayMs = Number(values['delay-ms']);
if (!port || !upstream || !(delayMs >= 0)) {
  console.error('usage: content-backend.mjs --port N --upstream http://127.0.0.1:PORT [--delay-ms 300]');
  process.exit(2);
}

const answers = new Map();
const stats = { requests: 0, paths: {} };

async function answerFor(pathWithQuery) {
  if (!answers.has(pathWithQuery)) {
    const response = await fetch(`${upstream}/api${pathWithQuery}`, { headers: { accept: 'application/json' } });
    answers.set(pathWithQuery, { status: response.status, body: Buffer.from(await response.arrayBuffer()) });
  }
  return answers.get(pathWithQuery);
}

const server = http.createServer(async (request, response) => {
  const url = request.url ?? '/';
  if (url === '/__stats') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(stats));
    return;
  }
  if (url === '/') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('slow content backend\n');
    return;
  }
  stats.requests++;
  stats.paths[url] = (stats.paths[url] ?? 0) + 1;
  const started = Date.now();
  try {
    const answer = request.method === 'GET' ? await answerFor(url) : { status: 405, body: Buffer.from('{"error":"GET only"}') };
    const wait = delayMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': answer.body.length });
    response.end(answer.body);
  } catch (error) {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: String(error) }));
  }
});

server.listen(port, '127.0.0.1', () => console.log(`slow content backend on :${port}, upstream ${upstream}, delay ${delayMs} ms`));
