/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The link check of tests/links/ (run against the production build by tests/e2e/links.spec.ts),
 * fed a tiny site: one page whose every link is right passes; each kind of broken link makes it fail
 * and is named in the report with the page that links it.
 */

const PDF = Buffer.from('%PDF-1.7\n%…\n');
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

type Page = { status?: number; type?: string; body?: string | Buffer; location?: string };

function page(body: string): Page {
  return { type: 'text/html; charset=utf-8', body: `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>` };
}

const GOOD_HOME = page(`
  <h2 id="team">Team</h2>
  <a href="/en/about/">About</a> <a href="/en/about/#history">History</a> <a href="#team">Team</a>
  <a href="/docs/tariff.pdf">Tariff</a> <img src="/img/a.png" alt=""> <img srcset="/img/a.png 1x, /img/b.png 2x" alt="">
  <a href="tel:+85227530000">Call</a> <a href="mailto:info@example.com">Mail</a>
  <a href="https://www.linkedin.com/company/example">LinkedIn</a>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","url":"ORIGIN/en","logo":"ORIGIN/img/b.png"}</script>`);

function fixture(extra: Record<string, Page> = {}, home: Page = GOOD_HOME) {
  const routes: Record<string, Page> = {
    '/en': home,
    '/en/about/': page('<p id="history">Since 1976</p><a href="/en">Home</a>'),
    '/docs/tariff.pdf': { type: 'application/pdf', body: PDF },
    '/img/a.png': { type: 'image/png', body: PNG },
    '/img/b.png': { type: 'image/png', body: PNG },
    ...extra,
  };
  return http.createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/en</loc></url></urlset>`);
      return;
    }
    const found = routes[url.pathname];
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>not found</p>');
      return;
    }
    const headers: Record<string, string> = {};
    if (found.type) headers['content-type'] = found.type;
    if (found.location) headers.location = found.location;
    res.writeHead(found.status ?? 200, headers);
    const body = typeof found.body === 'string' ? found.body.replaceAll('ORIGIN', origin) : found.body;
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

async function runChecker(server: http.Server): Promise<{ code: number | null; output: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(__dirname, '../../links/cli.mjs'), `http://127.0.0.1:${port}`]);
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (code) => resolve({ code, output }));
    });
  } finally {
    server.close();
  }
}

jest.setTimeout(30_000);

test('a site whose every link is right passes', async () => {
  const { code, output } = await runChecker(fixture());
  expect(output).toMatch(/0 failing/);
  expect(code).toBe(0);
});

test.each<[string, string, Record<string, Page>, RegExp]>([
  ['a link to a missing page', '<a href="/en/gone">x</a>', {}, /\/en\/gone\n\s+status 404\n\s+linked from .*\/en/],
  ['a link that redirects', '<a href="/en/about">x</a>', { '/en/about': { status: 308, location: '/en/about/' } }, /\/en\/about\n\s+redirects: 308 .*\/en\/about -> 200 .*\/en\/about\//],
  ['a missing fragment', '<a href="/en/about/#nowhere">x</a>', {}, /#nowhere/],
  ['a PDF that is not one', '<a href="/docs/stub.pdf">x</a>', { '/docs/stub.pdf': { type: 'application/pdf', body: 'hello' } }, /does not start with %PDF/],
  ['a PDF served as HTML', '<a href="/docs/html.pdf">x</a>', { '/docs/html.pdf': { type: 'text/html', body: '<p>' } }, /a PDF served as 'text\/html'/],
  ['an image served as text', '<img src="/img/c.png" alt="">', { '/img/c.png': { type: 'text/plain', body: 'x' } }, /an image served as 'text\/plain'/],
  ['an empty image in a srcset', '<img srcset="/img/e.png 2x" alt="">', { '/img/e.png': { type: 'image/png', body: '' } }, /an empty image/],
  ['a not-found page with status 200', '<a href="/en/soft">x</a>', { '/en/soft': page('<main data-not-found-page>Not found</main>') }, /not-found page, served with status 200/],
  ['two phone numbers in one link', '<a href="tel:+85227530000+85227530188">x</a>', {}, /tel:\+85227530000\+85227530188\n\s+a phone link must be/],
  ['a mail link without an address', '<a href="mailto:">x</a>', {}, /mailto:\n\s+a mail link must hold one address/],
  ["a social network's home page", '<a href="https://www.facebook.com/">x</a>', {}, /the home page of facebook\.com/],
  ['a broken JSON-LD URL', '<script type="application/ld+json">{"@type":"Organization","logo":"ORIGIN/img/missing.png"}</script>', {}, /img\/missing\.png\n\s+status 404/],
])('fails on %s', async (_name, html, extra, report) => {
  const home = page(`${html}<a href="/en/about/">About</a>`);
  const { code, output } = await runChecker(fixture(extra, home));
  expect(output).toMatch(report);
  expect(output).toMatch(/[1-9]\d* failing/);
  expect(code).toBe(1);
});
