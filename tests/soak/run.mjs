#!/usr/bin/env node
/**
 * `npm run soak`: the production server (server.mjs, embedded defaults, on 127.0.0.1 only) under
 * hostile traffic mixed with normal page views, then checks that it held:
 *
 *  - every cache folder grew within its bound (pages PAGE_CACHE_MB, images IMAGE_CACHE_MB; the
 *    soak sets small bounds so that a bound is really reached);
 *  - the server's memory (RSS) after the run is within the benchmark's budget (bench/budgets.cjs),
 *    plus what the embedded database measurably holds once open (measured before the flood);
 *  - no answer was a 5xx;
 *  - no client got past a limit by spoofing forwarding headers: of a form flood from one address
 *    with a new X-Forwarded-For on every post, at most FORMS_RATE_LIMIT were accepted;
 *  - normal pages answer with a p99 within 2x of their unloaded p99 once the flood is over (at
 *    least unloaded + 10 ms; the best of three windows, each after one view of every page; the p99
 *    during the flood is printed too).
 *
 * Options: --requests N (default 20000), --short (3000: the version `npm test` runs),
 * --concurrency N (default 8). SOAK_PORT (default 3290) and SOAK_SKIP_BUILD=1 (reuse .next).
 * Every loop is bounded by the request count; the server and temporary folders are removed at the
 * end, also on failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { IMAGE_SIZES } from '../../lib/build/image-sizes.mjs';
import { rawStatus } from '../raw-http.mjs';

const require = createRequire(import.meta.url);
const { RSS_AFTER_FLOOD_BUDGET_MB } = require('../../bench/budgets.cjs');
const { serverEnv, serverNodeArgs } = require('../../lib/server/process-env.cjs');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const TOTAL = args.includes('--short') ? 3000 : option('requests', 20_000);
const CONCURRENCY = option('concurrency', 8);
const PORT = Number(process.env.SOAK_PORT ?? 3290);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FORMS_RATE_LIMIT = 5;
const BOUNDS = { PAGE_CACHE_MB: 16, PAGE_CACHE_ENTRIES: 60, TRANSIENT_PAGE_CACHE_MB: 4, TRANSIENT_PAGE_CACHE_ENTRIES: 50, IMAGE_CACHE_MB: 8 };
const NORMAL_PAGES = ['/en', '/zh-hk/about-us/', '/zh-cn/contact-us', '/en/media/news-press/latest-news', '/en/facilities/'];

const work = mkdtempSync(path.join(tmpdir(), 'hactl-soak-'));
let server = null;
const results = [];
const check = (name, ok, detail) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}: ${detail}`);
};

function cleanup() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

/** Bytes of every file below `dir` (0 when it does not exist). */
function du(dir) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

const random = () => Math.random().toString(36).slice(2, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

async function timed(url, init = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, headers: response.headers };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: error.message };
  }
}

/**
 * The bound on the normal pages' p99 after the flood: twice the unloaded p99, and never under it plus
 * 10 ms, since at p99s of about 10 ms one timer tick or collection is that much on its own.
 */
function afterBound(unloadedP99) {
  return Math.max(2 * unloadedP99, unloadedP99 + 10);
}

/**
 * The p99 of `rounds` views of each normal page. One untimed view of each first: after a pause the
 * response cache has expired (1 s), so the first view of a page renders it again, 5 of the 100
 * views of a window, which alone made the p99 after the flood (a CI run failed on 27 vs 12 ms). The
 * unloaded p99 is measured right after a warm-up; this compares like with like.
 */
async function normalP99(rounds) {
  for (const page of NORMAL_PAGES) await timed(`${ORIGIN}${page}`);
  const times = [];
  for (let i = 0; i < rounds; i += 1) for (const page of NORMAL_PAGES) times.push((await timed(`${ORIGIN}${page}`)).ms);
  return p99(times);
}

const IMAGE_WIDTHS = [...IMAGE_SIZES.imageSizes, ...IMAGE_SIZES.deviceSizes];
const IMAGES = readdirSync('public/assets/images').filter((name) => /\.(webp|jpe?g|png)$/.test(name));
const contact = { lang: 'en', enquiryType: 'export', name: 'Soak Test', company: 'Soak Ltd', email: 'soak@example.com', phone: '+852 2345 6789', subject: 'Soak', message: 'A soak test enquiry.', consent: true };

/** One hostile (or normal) request, chosen by index so every kind is mixed through the run. */
function hostile(i, xsrf) {
  const kind = i % 12;
  const spoof = { 'X-Forwarded-For': `203.0.113.${i % 250}`, 'X-Real-IP': `198.51.100.${i % 250}`, 'X-Forwarded-Proto': pick(['http', 'https']) };
  switch (kind) {
    case 0:
      return { kind: 'search keyword', url: `/${pick(['en', 'zh-hk', 'zh-cn'])}/search/${random()}`, init: { headers: spoof } };
    case 1:
      return { kind: 'unknown news id', url: `/en/media/news-press/latest-news/${random()}` };
    case 2:
      return { kind: 'asset miss', url: `/assets/images/${random()}.webp` };
    case 3:
      return { kind: 'image query variant', url: `/_next/image?url=${encodeURIComponent(`/assets/images/${pick(IMAGES)}?v=${random()}`)}&w=640&q=75`, expect: 400 };
    case 4:
      // One in ten is a variant the site itself asks for (a real encode, kept in the bounded image cache).
      if (i % 120 < 12) return { kind: 'image the site uses', url: `/_next/image?url=${encodeURIComponent(`/assets/images/${pick(IMAGES)}`)}&w=${pick(IMAGE_WIDTHS)}&q=75`, expect: 200 };
      return { kind: 'image quality variant', url: `/_next/image?url=${encodeURIComponent(`/assets/images/${pick(IMAGES)}`)}&w=640&q=${pick([1, 50, 74, 76, 90, 100])}`, expect: 400 };
    case 5:
      return { kind: 'oversized body', url: '/api/forms/contact', init: { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: 'x'.repeat(64 * 1024) }, expect: 413 };
    case 6:
      return { kind: 'page body', url: '/en/', init: { method: 'POST', body: 'x'.repeat(2048) }, expect: 413 };
    case 7:
      return { kind: 'search API', url: `/api/en/search/getSearchResult/${random()}/`, init: { headers: spoof }, expect: [200, 404, 429] };
    case 8:
      return { kind: 'gift-user lookup', url: `/api/gift-users?filters[UserID][$eq]=guess-${random()}&populate=*`, init: { headers: spoof }, expect: [200, 429] };
    case 9:
      return { kind: 'malformed path', url: pick(['/en/%ED%A0%80', '/zh-hk/%E0%A4%A', `/en/${random()}/%FF`]), expect: [400, 404] };
    case 10:
      return { kind: 'form flood', url: '/api/forms/contact', flood: true, init: { method: 'POST', headers: { ...spoof, 'content-type': 'application/json', origin: ORIGIN, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf }, body: JSON.stringify(contact) }, expect: [201, 429] };
    default:
      return { kind: 'normal page', url: pick(NORMAL_PAGES), normal: true };
  }
}

async function main() {
  if (!process.env.SOAK_SKIP_BUILD || !existsSync('.next/BUILD_ID')) {
    const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: ORIGIN, NEXT_TELEMETRY_DISABLED: '1' } });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const folders = {
    'pages (.next/server/app)': { dir: '.next/server/app', boundMb: BOUNDS.PAGE_CACHE_MB },
    'images (.next/cache/images)': { dir: '.next/cache/images', boundMb: BOUNDS.IMAGE_CACHE_MB },
    'content answers (.next/cache/fetch-cache)': { dir: '.next/cache/fetch-cache', boundMb: BOUNDS.PAGE_CACHE_MB },
  };
  const before = Object.fromEntries(Object.entries(folders).map(([name, { dir }]) => [name, du(dir)]));

  // The embedded database is created beforehand, as `npm run db:migrate` does before a deploy:
  // creating one (initdb) takes far more memory than opening it, once in its life.
  const migrated = spawnSync('node', ['scripts/db-migrate.mjs'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: path.join(work, 'db'), DATABASE_URL: '' } });
  if (migrated.status !== 0) throw new Error('npm run db:migrate failed');
  // As `npm run serve` starts it: glibc's malloc settings and V8's heap bound (lib/server/process-env.cjs).
  server = spawn('node', [...serverNodeArgs(), 'server.mjs'], {
    env: {
      ...serverEnv(),
      ...Object.fromEntries(Object.entries(BOUNDS).map(([k, v]) => [k, String(v)])),
      HOSTNAME: '127.0.0.1',
      PORT: String(PORT),
      NODE_ENV: 'production',
      DATA_DIR: path.join(work, 'db'),
      MAIL_OUTBOX_DIR: path.join(work, 'mail'),
      FORMS_RATE_LIMIT: String(FORMS_RATE_LIMIT),
      TRUSTED_PROXIES: '',
      REDIS_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverLog = '';
  server.stdout.on('data', (d) => (serverLog += d));
  server.stderr.on('data', (d) => (serverLog += d));
  for (let i = 0; i < 120; i += 1) {
    if ((await timed(`${ORIGIN}/api/en/config`)).status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // Warm the normal pages, then their unloaded p99.
  await normalP99(1);
  for (const page of NORMAL_PAGES) {
    const { status } = await timed(`${ORIGIN}${page}`);
    if (status !== 200) throw new Error(`normal page ${page} answers ${status}, not 200`);
  }
  const quietBefore = await normalP99(20);
  const rssBefore = rssMb(server.pid);
  // The benchmark's budget is for a server that serves pages; the embedded database (PGlite) holds
  // its own WebAssembly memory from its first use on (docs/product.md, "Storage"). Measured here, not assumed:
  // one lookup opens it.
  await timed(`${ORIGIN}/api/gift-users?filters[UserID][$eq]=soak-warm-up&populate=*`);
  await new Promise((r) => setTimeout(r, 1000));
  const databaseMb = Math.max(0, rssMb(server.pid) - rssBefore);
  console.log(`Server ready; RSS ${rssBefore.toFixed(0)} MB after warming the normal pages, +${databaseMb.toFixed(0)} MB once the embedded database is open`);

  const tokenResponse = await fetch(`${ORIGIN}/api/forms/token`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get('set-cookie') ?? '')[1];

  const statuses = new Map();
  const unexpected = [];
  const normalTimes = [];
  let accepted = 0;
  let floods = 0;
  let next = 0;
  const started = Date.now();
  async function worker() {
    for (;;) {
      const i = next++;
      if (i >= TOTAL) return;
      let status;
      let request;
      if (i % 500 === 250) {
        request = { kind: 'absolute-form to another host' };
        status = await rawStatus(PORT, 'GET http://evil.example/ HTTP/1.1');
        if (status !== 400) unexpected.push(`${request.kind}: ${status}`);
      } else {
        request = hostile(i, xsrf);
        const result = await timed(`${ORIGIN}${request.url}`, request.init);
        status = result.status;
        if (request.normal) normalTimes.push(result.ms);
        if (request.flood) {
          floods += 1;
          if (status === 201) accepted += 1;
        }
        const wanted = request.expect === undefined ? null : [request.expect].flat();
        if (wanted && !wanted.includes(status)) unexpected.push(`${request.kind} ${request.url?.slice(0, 80)}: ${status}`);
      }
      const key = `${request.kind} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (i > 0 && i % 2000 === 0) console.log(`  … ${i} requests, ${Math.round((Date.now() - started) / 1000)} s, RSS ${rssMb(server.pid).toFixed(0)} MB`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  // Let the server finish what the flood left (mail, the response cache's expiry), then measure.
  await new Promise((r) => setTimeout(r, 5000));
  // "Once the flood is over" is a state, not one window: a single garbage collection in a window of
  // a hundred views of 10-ms pages doubles its p99. The best of three windows, a second apart, tells a
  // server that recovered from one that did not.
  let quietAfter = Infinity;
  for (let window = 0; window < 3 && quietAfter > afterBound(quietBefore); window += 1) {
    if (window > 0) await new Promise((r) => setTimeout(r, 1000));
    quietAfter = Math.min(quietAfter, await normalP99(20));
  }
  const rss = rssMb(server.pid);

  console.log(`\nSoak: ${TOTAL} requests in ${seconds.toFixed(0)} s (${Math.round(TOTAL / seconds)}/s, concurrency ${CONCURRENCY})`);
  for (const [key, count] of [...statuses.entries()].sort()) console.log(`  ${String(count).padStart(6)}  ${key}`);
  console.log('');
  const fiveXX = [...statuses.entries()].filter(([key]) => /\s(5\d\d|0)$/.test(key));
  check('no 5xx (and no dropped connection)', fiveXX.length === 0, fiveXX.length ? fiveXX.map(([k, n]) => `${k} ×${n}`).join(', ') : 'none');
  check('every hostile request got its expected answer', unexpected.length === 0, unexpected.length ? `${unexpected.length}: ${unexpected.slice(0, 5).join('; ')}` : 'all');
  // The limit is per minute (a fixed window from the first post): a run of T seconds spans at most
  // floor(T / 60) + 1 windows of the one real address.
  const allowed = FORMS_RATE_LIMIT * (Math.floor(seconds / 60) + 1);
  check('spoofed forwarding headers do not get past the form limit', accepted <= allowed, `${accepted} of ${floods} flood posts accepted in ${seconds.toFixed(0)} s (at most ${allowed}: ${FORMS_RATE_LIMIT} a minute for the one real address)`);
  for (const [name, { dir, boundMb }] of Object.entries(folders)) {
    const grown = (du(dir) - before[name]) / 1024 / 1024;
    check(`disk growth of ${name} within its bound`, grown <= boundMb, `${grown.toFixed(1)} MB (bound ${boundMb} MB)`);
  }
  const memoryBudget = RSS_AFTER_FLOOD_BUDGET_MB + databaseMb;
  check(
    'server memory after the run within the benchmark budget',
    rss <= memoryBudget,
    `RSS ${rss.toFixed(0)} MB (budget ${RSS_AFTER_FLOOD_BUDGET_MB} MB of bench/budgets.cjs + ${databaseMb.toFixed(0)} MB measured for the embedded database)`,
  );
  check(
    'normal pages after the flood: p99 within 2x of unloaded',
    quietAfter <= afterBound(quietBefore),
    `${quietAfter.toFixed(0)} ms vs ${quietBefore.toFixed(0)} ms unloaded (bound ${afterBound(quietBefore).toFixed(0)} ms) (during the flood: p99 ${p99(normalTimes).toFixed(0)} ms over ${normalTimes.length} views)`,
  );
  if (results.some((r) => !r.ok)) console.log(`\nServer log (last 40 lines):\n${serverLog.split('\n').slice(-40).join('\n')}`);
}

let failed = false;
try {
  await main();
  failed = results.some((r) => !r.ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  cleanup();
}
// For the summary of `npm test` (tests/run-all.mjs).
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/soak-results.json', JSON.stringify({ requests: TOTAL, results }, null, 2));
console.log(`\n${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length} failed`);
process.exit(failed ? 1 : 0);
