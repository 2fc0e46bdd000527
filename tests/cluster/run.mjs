#!/usr/bin/env node
/**
 * npm run test:cluster — the site as it runs at scale, on this machine: a real Redis and a real
 * PostgreSQL from Debian's packages (installed with apt when missing and running as root) on
 * loopback, one `next build`, and two `next start` instances sharing REDIS_URL, DATABASE_URL and
 * the secrets. It checks, and measures:
 *
 *  1. both instances start at once and migrate the database exactly once (advisory lock);
 *  2. a page rendered by A (never prerendered: a search page) is in Redis, and B's first request
 *     for it is a cache HIT with the same HTML and a Content-Security-Policy matching its scripts;
 *  3. a content edit revalidated through A's webhook is what B serves next;
 *  4. a form posted to A is in B's staff export (XSRF tokens work across instances);
 *  5. SIGKILL of A in the middle of a burst of submissions loses none that was answered 201 (and
 *     before it: a client's rate limit is one count across both instances, kept in Redis);
 *  6. with Redis stopped, pages still answer 200 with the same content (rendered, slower), forms
 *     still work, health says "degraded", each instance logs the outage once; Redis back, the
 *     instances reconnect by themselves and cache again;
 *  7. cache headers: pages s-maxage + stale-while-revalidate, preview and forms private, no-store,
 *     health no-store.
 *
 * Every process it starts and every temporary folder is removed at the end, also on failure or
 * Ctrl-C; the one content file it edits is restored. Ports come from 3500-3599.
 * CLUSTER_SKIP_BUILD=1 reuses the last build in .next (any build of this commit will do).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The production server (npm run serve): Next behind its one-second response cache. */
const SERVER = path.join(ROOT, 'server.mjs');
const PORT_RANGE = [3500, 3599];
const STARTED = performance.now();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Everything to undo, newest first: processes to stop, files to restore, folders to remove. */
const undo = [];
const processes = new Set();
const figures = {};
const results = [];

const seconds = () => ((performance.now() - STARTED) / 1000).toFixed(1).padStart(5);
const say = (message) => console.log(`[cluster ${seconds()}s] ${message}`);
const round = (ms) => Math.round(ms * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.floor((sorted.length - 1) / 2)]);
};
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class CheckFailed extends Error {}
function expect(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

// ---------------------------------------------------------------------------------------------
// Machine: packages, ports, processes

function binDirOfPostgres() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')) && existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0], 'bin') : null;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function ensurePackages() {
  const missing = [];
  if (!hasCommand('redis-server') || !hasCommand('redis-cli')) missing.push('redis-server');
  if (!binDirOfPostgres()) missing.push('postgresql');
  if (missing.length === 0) return;
  if (!isRoot) {
    console.error(`Missing ${missing.join(' and ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  say(`installing ${missing.join(' ')} with apt-get…`);
  const started = performance.now();
  const result = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} > /dev/null`], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !hasCommand('redis-server') || !binDirOfPostgres()) {
    console.error('apt-get could not install the packages the cluster test needs.');
    process.exit(1);
  }
  figures.aptInstallSeconds = round((performance.now() - started) / 1000);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

const taken = new Set();
async function freePort() {
  // Start at a random place in the range, so two runs at once are unlikely to race for a port.
  const [low, high] = PORT_RANGE;
  const span = high - low + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = low + ((offset + i) % span);
    if (!taken.has(port) && (await portIsFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${low}-${high}`);
}

/**
 * Starts a long-running process in its own process group, output to a log file.
 * @returns {{ name: string, child: import('node:child_process').ChildProcess, log: string, exited: Promise<number | null> }}
 */
function start(name, command, args, { env = process.env, uid, gid, log, cwd = ROOT } = {}) {
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd, env, uid, gid, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const proc = { name, child, log, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal))) };
  child.once('error', (error) => say(`${name} failed to start: ${error.message}`));
  processes.add(proc);
  proc.exited.then(() => processes.delete(proc));
  return proc;
}

/** Signals the process group, waits for the exit, then SIGKILLs what is left. */
async function stop(proc, signal = 'SIGTERM', graceMs = 5000) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
  const exited = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!exited) {
    try {
      process.kill(-proc.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await proc.exited;
  }
}

async function waitFor(what, probe, timeoutMs = 60_000, intervalMs = 100) {
  const deadline = performance.now() + timeoutMs;
  let last;
  while (performance.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(intervalMs);
  }
  throw new CheckFailed(`timed out waiting for ${what}${last ? ` (${last.message})` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** One request, timed until the whole body is read. */
async function http(base, pathname, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const response = await fetch(base + pathname, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

// ---------------------------------------------------------------------------------------------
// Redis and PostgreSQL

function redisCli(redis, ...args) {
  const result = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(redis.port), '-a', redis.password, '--no-auth-warning', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

async function startRedis(redis) {
  redis.proc = start(
    'redis',
    'redis-server',
    [
      '--port', String(redis.port), '--bind', '127.0.0.1', '--requirepass', redis.password,
      '--save', '', '--appendonly', 'no', '--dir', redis.dir,
      '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru',
    ],
    { log: path.join(redis.dir, 'redis.log') },
  );
  await waitFor('Redis', () => redisCli(redis, 'PING') === 'PONG', 20_000);
}

function idOf(user) {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || !(uid > 0)) throw new Error(`no system user ${user} (it comes with the postgresql package)`);
  return { uid, gid };
}

async function startPostgres(pg, tmp) {
  const bin = binDirOfPostgres();
  // PostgreSQL refuses to run as root: its folders belong to the postgres user, and so does it.
  const owner = isRoot ? idOf('postgres') : {};
  pg.data = path.join(tmp, 'pg-data');
  pg.socket = path.join(tmp, 'pg-socket');
  mkdirSync(pg.data, { mode: 0o700 });
  mkdirSync(pg.socket, { mode: 0o700 });
  const pwfile = path.join(tmp, 'pg-superuser-password');
  writeFileSync(pwfile, pg.superPassword, { mode: 0o600 });
  if (isRoot) for (const p of [pg.data, pg.socket, pwfile]) chownSync(p, owner.uid, owner.gid);
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', pg.data, '-U', 'postgres', '--pwfile', pwfile, '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { cwd: tmp, uid: owner.uid, gid: owner.gid, encoding: 'utf8', env: { PATH: process.env.PATH, LANG: 'C' } },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  rmSync(pwfile, { force: true });
  pg.proc = start(
    'postgres',
    path.join(bin, 'postgres'),
    ['-D', pg.data, '-p', String(pg.port), '-k', pg.socket, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60'],
    { uid: owner.uid, gid: owner.gid, log: path.join(tmp, 'postgres.log'), cwd: tmp, env: { PATH: process.env.PATH, LANG: 'C' } },
  );
  const { default: pgLib } = await import('pg');
  const admin = () => new pgLib.Client({ host: '127.0.0.1', port: pg.port, user: 'postgres', password: pg.superPassword, database: 'postgres' });
  await waitFor('PostgreSQL', async () => {
    const client = admin();
    await client.connect();
    await client.end();
    return true;
  }, 30_000, 200);
  const client = admin();
  await client.connect();
  await client.query(`CREATE ROLE hactl LOGIN PASSWORD '${pg.password}'`);
  await client.query('CREATE DATABASE hactl OWNER hactl');
  await client.end();
  pg.url = `postgres://hactl:${pg.password}@127.0.0.1:${pg.port}/hactl`;
  pg.query = async (sql) => {
    const c = new pgLib.Client({ connectionString: pg.url });
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  };
}

// ---------------------------------------------------------------------------------------------
// The site

function startInstance(name, port, env, tmp) {
  const log = path.join(tmp, `instance-${name}.log`);
  const proc = start(`instance ${name}`, process.execPath, [SERVER], { env: { ...env, HOSTNAME: '127.0.0.1', PORT: String(port) }, log });
  return { name, port, base: `http://127.0.0.1:${port}`, proc, log };
}

async function waitHealthy(instance, want = (body) => body.status === 'ok') {
  const started = performance.now();
  await waitFor(`instance ${instance.name} to report healthy`, async () => {
    if (instance.proc.child.exitCode !== null) throw new Error(`instance ${instance.name} exited; see ${instance.log}`);
    const res = await http(instance.base, '/api/health', { timeoutMs: 5000 });
    return res.status === 200 && want(JSON.parse(res.text));
  }, 90_000, 200);
  return performance.now() - started;
}

const logOf = (instance) => (existsSync(instance.log) ? readFileSync(instance.log, 'utf8') : '');
const countIn = (text, pattern) => (text.match(pattern) ?? []).length;

async function xsrfToken(instance) {
  const res = await http(instance.base, '/api/forms/token');
  expect(res.status === 200, `GET /api/forms/token on ${instance.name} answered ${res.status}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  expect(token, `no XSRF-TOKEN cookie from ${instance.name}`);
  return token;
}

function contact(runId, label) {
  return {
    lang: 'en',
    enquiryType: 'export',
    name: `Cluster ${runId} ${label}`,
    company: 'Harbour Freight Ltd',
    email: `cluster.${runId}@example.com`,
    phone: '+852 2345 6789',
    subject: 'Export cut-off times',
    message: `Posted by the cluster test (${label}).`,
    consent: true,
  };
}

function postContact(instance, token, body, origin = instance.base) {
  return http(instance.base, '/api/forms/contact', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify(body),
  });
}

async function exportIds(instance, token) {
  const res = await http(instance.base, '/api/forms/export?form=contact', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status === 200, `export on ${instance.name} answered ${res.status}`);
  return new Set(res.text.split('\n').slice(1).map((line) => line.replace(/^\uFEFF/, '').split(',')[0].replace(/"/g, '')).filter(Boolean));
}

/** Script hashes of the policy header against the page's own inline scripts. */
async function policyMatches(html, header) {
  const { inlineScriptHashes } = await import(path.join(ROOT, 'lib', 'security', 'csp.mjs'));
  const scriptSrc = (header ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  const listed = new Set(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-")));
  const needed = inlineScriptHashes(html);
  return needed.length > 0 && needed.every((hash) => listed.has(hash)) && !scriptSrc.includes('unsafe-inline');
}

// ---------------------------------------------------------------------------------------------
// Scenarios

async function scenario(name, run) {
  const started = performance.now();
  say(`▶ ${name}`);
  try {
    await run();
    results.push({ name, ok: true, seconds: round((performance.now() - started) / 1000) });
    say(`✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false, seconds: round((performance.now() - started) / 1000), error: error.message });
    say(`✗ ${name}: ${error.message}`);
    if (!(error instanceof CheckFailed)) console.error(error);
  }
}

async function main() {
  const runId = randomBytes(4).toString('hex');
  ensurePackages();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hactl-cluster-'));
  chmodSync(tmp, 0o755); // the postgres user must reach its folders inside
  undo.push(() => rmSync(tmp, { recursive: true, force: true }));

  const secret = () => randomBytes(24).toString('hex');
  const redis = { port: await freePort(), password: secret(), dir: path.join(tmp, 'redis') };
  mkdirSync(redis.dir);
  const pg = { port: await freePort(), password: secret(), superPassword: secret() };
  const portA = await freePort();
  const portB = await freePort();
  say(`temp ${tmp}; Redis :${redis.port}, PostgreSQL :${pg.port}, instances A :${portA} and B :${portB}`);

  let phase = performance.now();
  await Promise.all([startRedis(redis), startPostgres(pg, tmp)]);
  figures.servicesStartSeconds = round((performance.now() - phase) / 1000);
  say(`Redis and PostgreSQL up in ${figures.servicesStartSeconds}s`);

  const redisUrl = `redis://:${redis.password}@127.0.0.1:${redis.port}`;
  const siteUrl = `http://127.0.0.1:${portA}`;
  const base = { ...process.env };
  for (const name of ['CONTENT_API_URL', 'DATA_DIR', 'REDIS_KEY_PREFIX', 'REDIS_TIMEOUT_MS', 'PORT', 'NODE_OPTIONS']) delete base[name];

  if (process.env.CLUSTER_SKIP_BUILD) {
    if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('CLUSTER_SKIP_BUILD is set but there is no build in .next');
    say('reusing the build in .next (CLUSTER_SKIP_BUILD)');
  } else {
    say('next build (REDIS_URL set: the build must leave Redis alone)…');
    phase = performance.now();
    const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      env: { ...base, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl, REDIS_URL: redisUrl },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    figures.buildSeconds = round((performance.now() - phase) / 1000);
    if (built.status !== 0) {
      console.error(built.stdout.slice(-4000), built.stderr.slice(-4000));
      throw new Error('next build failed');
    }
    say(`built in ${figures.buildSeconds}s`);
  }
  const keysAfterBuild = Number(redisCli(redis, 'DBSIZE'));

  const secrets = {
    FORMS_SECRET: secret(),
    EXPORT_TOKEN: secret(),
    REVALIDATE_SECRET: secret(),
    PREVIEW_SECRET: secret(),
  };
  const env = {
    ...base,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: siteUrl,
    REDIS_URL: redisUrl,
    DATABASE_URL: pg.url,
    FORMS_RATE_LIMIT: '1000',
    // Small enough for the shared-limit check to reach it in a few requests.
    SEARCH_RATE_LIMIT: '10',
    // These checks are about the page cache the instances share (Redis): the one-second response
    // cache of server.mjs in front of it would answer most of their requests from memory, before
    // Redis is even asked (it has its own tests: tests/unit/cache/response-cache.test.ts, seo.spec).
    RESPONSE_CACHE_MS: '0',
    ...secrets,
  };

  phase = performance.now();
  let A = startInstance('A', portA, env, tmp);
  const B = startInstance('B', portB, env, tmp);
  await Promise.all([waitHealthy(A), waitHealthy(B)]);
  figures.instancesReadySeconds = round((performance.now() - phase) / 1000);
  say(`both instances healthy ${figures.instancesReadySeconds}s after start`);

  await scenario('start-up: two instances migrated PostgreSQL exactly once; the build left Redis alone', async () => {
    if (process.env.CLUSTER_SKIP_BUILD) figures.buildLeftRedisAlone = 'not checked (CLUSTER_SKIP_BUILD)';
    else expect(keysAfterBuild === 0, `the build wrote ${keysAfterBuild} keys into Redis`);
    const rows = await pg.query('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name ORDER BY name');
    expect(rows.length > 0 && rows.every((r) => r.n === 1), `schema_migrations: ${JSON.stringify(rows)}`);
    const tables = await pg.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('contact_enquiries','subscriptions','iata_applications','gift_users')");
    expect(tables[0].n === 4, `expected the 4 form tables, found ${tables[0].n}`);
    const logs = logOf(A) + logOf(B);
    expect(countIn(logs, /\[db\] applied migrations/g) === 1, `expected one instance to apply the migrations, logs say ${countIn(logs, /\[db\] applied migrations/g)}`);
    expect(!/could not open the database/.test(logs), 'an instance could not open the database at start-up');
    for (const instance of [A, B]) {
      const res = await http(instance.base, '/api/health');
      const body = JSON.parse(res.text);
      expect(res.headers.get('cache-control') === 'no-store', `health Cache-Control: ${res.headers.get('cache-control')}`);
      expect(body.status === 'ok' && body.checks.redis.ok && body.checks.database.kind === 'postgres' && body.checks.content.source === 'embedded', `health of ${instance.name}: ${res.text}`);
      expect((res.headers.get('content-security-policy') ?? '').startsWith("default-src 'none'"), 'health has the API policy');
    }
  });

  const keyword = `cluster${runId}`;
  const searchPath = `/en/search/${keyword}`;
  let searchTitle;
  await scenario('a page rendered by A is served from Redis by B', async () => {
    const first = await http(A.base, searchPath);
    expect(first.status === 200, `A answered ${first.status}`);
    expect(first.headers.get('x-nextjs-cache') === 'MISS', `A's first request: x-nextjs-cache ${first.headers.get('x-nextjs-cache')}`);
    figures.renderOnA_ms = round(first.ms);
    searchTitle = titleOf(first.text);
    const keys = await waitFor('the page in Redis', () => {
      const found = redisCli(redis, '--scan', '--pattern', `hactl:*search/${keyword}`);
      return found ? found.split('\n') : null;
    }, 10_000);
    expect(keys.some((key) => key.includes('/route-cache/APP_PAGE/')), `unexpected keys: ${keys.join(', ')}`);
    figures.redisKeyOfThePage = keys[0].replace(/^(hactl:)[^:]+:/, '$1{BUILD_ID}:');
    const onB = await http(B.base, searchPath);
    expect(onB.status === 200, `B answered ${onB.status}`);
    expect(onB.headers.get('x-nextjs-cache') === 'HIT', `B's first request for the page: x-nextjs-cache ${onB.headers.get('x-nextjs-cache')} (expected HIT from Redis)`);
    expect(onB.text === first.text, "B's HTML differs from the copy A rendered");
    expect(await policyMatches(onB.text, onB.headers.get('content-security-policy')), "B's Content-Security-Policy does not list the page's inline scripts");
    figures.firstHitOnB_ms = round(onB.ms);
    const hits = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await http(B.base, searchPath);
      expect(res.headers.get('x-nextjs-cache') === 'HIT', `request ${i} on B was ${res.headers.get('x-nextjs-cache')}`);
      hits.push(res.ms);
    }
    figures.hitOnB_median_ms = median(hits);
    figures.hitOnB_p95_ms = p95(hits);
    const cacheControl = onB.headers.get('cache-control') ?? '';
    expect(/s-maxage=\d+/.test(cacheControl) && /stale-while-revalidate=\d+/.test(cacheControl) && !/private|no-store/.test(cacheControl), `page Cache-Control: ${cacheControl}`);
    figures.pageCacheControl = cacheControl;
    figures.redisKeysNow = Number(redisCli(redis, 'DBSIZE'));
  });

  const editedFile = path.join(ROOT, 'public', 'assets', 'json', 'en', 'aboutUs', 'landing.json');
  const landing = '/en/about-us/';
  await scenario("a content edit revalidated through A's webhook is what B serves next", async () => {
    const original = readFileSync(editedFile, 'utf8');
    const restore = () => writeFileSync(editedFile, original);
    undo.push(restore);
    const webhook = (instance) =>
      http(instance.base, '/api/revalidate', {
        method: 'POST',
        headers: { 'x-revalidate-secret': secrets.REVALIDATE_SECRET, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'en', path: '/aboutUs/landing' }),
      });
    const marker = `Cluster edit ${runId}`;
    try {
      for (const instance of [A, B, B]) expect((await http(instance.base, landing)).status === 200, `${landing} on ${instance.name}`);
      const json = JSON.parse(original);
      json.data.pageContent[0].content.subtitle = marker;
      writeFileSync(editedFile, JSON.stringify(json, null, 2));
      const before = await http(B.base, landing);
      expect(!before.text.includes(marker) && before.headers.get('x-nextjs-cache') === 'HIT', 'B showed the edit before any webhook: the page is not cached');
      const hook = await webhook(A);
      expect(hook.status === 200 && JSON.parse(hook.text).tags.includes('page:en:/aboutUs/landing'), `webhook on A: ${hook.status} ${hook.text}`);
      figures.webhookOnA_ms = round(hook.ms);
      const sent = performance.now();
      let requests = 0;
      await waitFor('B to serve the edit', async () => {
        requests += 1;
        return (await http(B.base, landing)).text.includes(marker);
      }, 15_000, 50);
      figures.revalidationSeenOnB_ms = round(performance.now() - sent);
      figures.revalidationRequestsOnB = requests;
      const again = await http(B.base, landing);
      expect(again.text.includes(marker) && again.headers.get('x-nextjs-cache') === 'HIT', 'the refreshed page is not cached again on B');
      expect((await http(A.base, landing)).text.includes(marker), 'A does not show the edit');
    } finally {
      restore();
      await webhook(A).catch(() => undefined);
    }
    await waitFor('the original page back on B', async () => !(await http(B.base, landing)).text.includes(marker), 15_000, 50);
  });

  await scenario("a form posted to A is in B's export; A's XSRF token works on B", async () => {
    const token = await xsrfToken(A);
    const posted = await postContact(A, token, contact(runId, 'via A'));
    expect(posted.status === 201, `POST on A: ${posted.status} ${posted.text}`);
    expect(posted.headers.get('cache-control') === 'private, no-store', `form answer Cache-Control: ${posted.headers.get('cache-control')}`);
    figures.formPostOnA_ms = round(posted.ms);
    const { id } = JSON.parse(posted.text);
    const ids = await exportIds(B, secrets.EXPORT_TOKEN);
    expect(ids.has(id), `submission ${id} is not in B's export`);
    const onB = await postContact(B, token, contact(runId, 'via B with A token'));
    expect(onB.status === 201, `POST on B with A's token: ${onB.status} ${onB.text}`);
    const tokenRes = await http(B.base, '/api/forms/token');
    expect(tokenRes.headers.get('cache-control') === 'private, no-store', 'token Cache-Control');
  });

  await scenario('preview pages are private, no-store', async () => {
    const enter = await http(B.base, `/api/preview?secret=${secrets.PREVIEW_SECRET}&path=${encodeURIComponent(landing)}`);
    expect(enter.status >= 300 && enter.status < 400, `preview enter answered ${enter.status}`);
    const cookie = enter.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const page = await http(B.base, landing, { headers: { cookie } });
    const cacheControl = page.headers.get('cache-control') ?? '';
    expect(page.status === 200 && /private/.test(cacheControl) && /no-store/.test(cacheControl), `preview page ${page.status}, Cache-Control: ${cacheControl}`);
    figures.previewCacheControl = cacheControl;
  });

  await scenario('one rate limit per client across the instances (Redis)', async () => {
    const search = (instance) => http(instance.base, `/api/en/search/getSearchResult/cargo/`);
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await search(i % 2 === 0 ? A : B)).status);
    expect(statuses.every((status) => status === 200), `the first 10 searches: ${statuses.join(' ')}`);
    const limitedOnA = await search(A);
    const limitedOnB = await search(B);
    expect(limitedOnA.status === 429 && limitedOnB.status === 429, `the 11th and 12th searches answered ${limitedOnA.status} on A and ${limitedOnB.status} on B, not 429 on both`);
    expect(Number(limitedOnB.headers.get('retry-after')) > 0, `Retry-After: ${limitedOnB.headers.get('retry-after')}`);
    const keys = redisCli(redis, '--scan', '--pattern', '*rl:search*');
    expect(keys.includes('rl:search'), `no rate-limit key in Redis (scan: ${keys})`);
  });

  await scenario('SIGKILL of A during a burst of submissions loses none that was accepted', async () => {
    const token = await xsrfToken(A);
    const accepted = [];
    let failed = 0;
    let killedAt = null;
    const total = 40;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        try {
          const res = await postContact(A, token, contact(runId, `burst ${i}`));
          if (res.status === 201) accepted.push(JSON.parse(res.text).id);
          else failed += 1;
        } catch {
          failed += 1;
        }
        if (accepted.length >= 12 && killedAt === null) {
          killedAt = accepted.length;
          process.kill(-A.proc.child.pid, 'SIGKILL');
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await A.proc.exited;
    expect(killedAt !== null, 'A was not killed');
    const ids = await exportIds(B, secrets.EXPORT_TOKEN);
    const lost = accepted.filter((id) => !ids.has(id));
    figures.killTest = { accepted: accepted.length, refusedOrCutOff: failed, lost: lost.length };
    expect(lost.length === 0, `${lost.length} accepted submissions are missing: ${lost.join(', ')}`);
    expect(failed > 0, 'no request was cut off: the kill happened after the burst');
    // A replacement instance joins: migrations already applied, nothing to do.
    const restarted = performance.now();
    A = startInstance('A', portA, env, tmp);
    await waitHealthy(A);
    figures.restartSeconds = round((performance.now() - restarted) / 1000);
    const rows = await pg.query('SELECT count(*)::int AS n FROM schema_migrations');
    const files = readdirSync(path.join(ROOT, 'lib', 'db', 'migrations')).filter((f) => f.endsWith('.sql')).length;
    expect(rows[0].n === files, `schema_migrations has ${rows[0].n} rows for ${files} files`);
  });

  await scenario('Redis hung (SIGSTOP): a request waits at most about one command timeout, pages stay correct, health degraded; it resumes', async () => {
    const page = '/en/about-us/facts-figures';
    await http(B.base, page);
    const title = titleOf((await http(B.base, page)).text);
    const logStart = logOf(B).length;
    process.kill(redis.proc.child.pid, 'SIGSTOP');
    const times = [];
    try {
      for (let i = 0; i < 8; i += 1) {
        const res = await http(B.base, page);
        expect(res.status === 200 && titleOf(res.text) === title, `${page} on B with Redis hung: ${res.status}, title ${titleOf(res.text)}`);
        times.push(res.ms);
      }
      const health = await http(B.base, '/api/health');
      const body = JSON.parse(health.text);
      expect(health.status === 200 && body.status === 'degraded' && body.checks.redis.ok === false, `health of B with Redis hung: ${health.status} ${health.text}`);
      figures.redisHung_healthMs = round(health.ms);
    } finally {
      process.kill(redis.proc.child.pid, 'SIGCONT');
    }
    figures.redisHung_first_ms = round(times[0]);
    figures.redisHung_median_ms = median(times);
    figures.redisHung_max_ms = round(Math.max(...times));
    expect(Math.max(...times) < 4000, `a request took ${Math.round(Math.max(...times))} ms with Redis hung`);
    await waitHealthy(B, (body) => body.status === 'ok' && body.checks.redis.ok);
    const logged = logOf(B).slice(logStart);
    expect(countIn(logged, /\[redis\] .* is unavailable \(no answer within 500 ms\)/g) === 1, `B logged the hang ${countIn(logged, /is unavailable/g)} times (expected once):\n${logged}`);
    expect(/\[redis\] reconnected/.test(logged), 'B did not log that Redis answers again');
  });

  await scenario('Redis stopped: pages still 200 with the same content, forms work, health degraded; back, it caches again', async () => {
    const logStart = { A: logOf(A).length, B: logOf(B).length };
    const pages = ['/en/about-us/leadership', '/zh-hk/contact-us', searchPath];
    const titles = {};
    const up = [];
    for (const p of pages) {
      await http(B.base, p);
      const res = await http(B.base, p);
      titles[p] = titleOf(res.text);
      expect(res.status === 200 && titles[p], `${p} on B with Redis up: ${res.status}`);
    }
    for (let i = 0; i < 10; i += 1) up.push((await http(B.base, pages[0])).ms);
    figures.redisUp_leadershipOnB_median_ms = median(up);
    expect(titles[searchPath] === searchTitle, 'the search page title changed');

    await stop(redis.proc, 'SIGKILL');
    const stoppedAt = performance.now();
    const down = { A: [], B: [] };
    for (const instance of [A, B]) {
      for (const p of pages) {
        for (let i = 0; i < 5; i += 1) {
          const res = await http(instance.base, p);
          expect(res.status === 200, `${p} on ${instance.name} with Redis down: ${res.status}`);
          expect(titleOf(res.text) === titles[p], `${p} on ${instance.name} with Redis down has another title: ${titleOf(res.text)}`);
          down[instance.name].push(res.ms);
        }
      }
      const health = await http(instance.base, '/api/health');
      const body = JSON.parse(health.text);
      expect(health.status === 200 && body.status === 'degraded' && body.checks.redis.ok === false, `health of ${instance.name} with Redis down: ${health.status} ${health.text}`);
    }
    const leadershipDown = [...down.A.slice(0, 5), ...down.B.slice(0, 5)];
    figures.redisDown_leadership_median_ms = median(leadershipDown);
    figures.redisDown_allPages_median_ms = median([...down.A, ...down.B]);
    figures.redisDown_allPages_p95_ms = p95([...down.A, ...down.B]);
    const missWhileDown = await http(B.base, pages[0]);
    figures.redisDown_xNextjsCache = missWhileDown.headers.get('x-nextjs-cache');
    const token = await xsrfToken(B);
    const posted = await postContact(B, token, contact(runId, 'Redis down'));
    expect(posted.status === 201, `form with Redis down: ${posted.status}`);
    for (const instance of [A, B]) {
      const outages = countIn(logOf(instance).slice(logStart[instance.name]), /\[redis\] .* is unavailable/g);
      expect(outages === 1, `instance ${instance.name} logged the outage ${outages} times (expected once)`);
      expect(!logOf(instance).includes(redis.password), `instance ${instance.name} logged the Redis password`);
    }
    figures.redisDownForSeconds = round((performance.now() - stoppedAt) / 1000);

    const restarted = performance.now();
    await startRedis(redis);
    await Promise.all([A, B].map((instance) => waitHealthy(instance, (body) => body.status === 'ok' && body.checks.redis.ok)));
    figures.redisReconnectSeconds = round((performance.now() - restarted) / 1000);
    for (const instance of [A, B]) expect(/\[redis\] reconnected/.test(logOf(instance).slice(logStart[instance.name])), `instance ${instance.name} did not log the reconnection`);
    // The new Redis is empty: the search page (never prerendered) rendered by A is shared again.
    expect((await http(A.base, searchPath)).headers.get('x-nextjs-cache') === 'MISS', 'A did not render the search page into the new Redis');
    await waitFor('the page in the new Redis', () => redisCli(redis, '--scan', '--pattern', `hactl:*search/${keyword}`) !== '', 10_000);
    const hit = await http(B.base, searchPath);
    expect(hit.headers.get('x-nextjs-cache') === 'HIT', `after Redis came back, B's request was ${hit.headers.get('x-nextjs-cache')}`);
  });

  figures.totalSeconds = round((performance.now() - STARTED) / 1000);
}

// ---------------------------------------------------------------------------------------------
// Clean-up, always

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await Promise.all([...processes].filter((p) => p.name.startsWith('instance')).map((p) => stop(p)));
  // PostgreSQL's fast shutdown is SIGINT; Redis stops on SIGTERM.
  await Promise.all([...processes].map((p) => stop(p, p.name === 'postgres' ? 'SIGINT' : 'SIGTERM')));
  while (undo.length > 0) {
    try {
      undo.pop()();
    } catch (error) {
      console.error('clean-up step failed:', error.message);
    }
  }
}

/** Last resort on an unexpected exit: kill what is left, restore the file, remove the folders. */
function cleanupSync() {
  for (const p of processes) {
    try {
      process.kill(-p.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  while (undo.length > 0) {
    try {
      undo.pop()();
    } catch {
      // best effort
    }
  }
}

process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    say(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}

// A hung step must not hold the machine: the whole run stops after 10 minutes.
const watchdog = setTimeout(() => {
  say('the cluster test took over 10 minutes: stopping');
  cleanup().finally(() => process.exit(1));
}, 10 * 60_000);
watchdog.unref();

let fatal = null;
try {
  await main();
} catch (error) {
  fatal = error;
  console.error(`\ncluster test could not run: ${error.message}`);
}
const logsToShow = results.some((r) => !r.ok) || fatal;
if (logsToShow) {
  for (const p of [...processes]) {
    if (existsSync(p.log)) console.error(`\n--- last lines of ${p.name} (${p.log}) ---\n${readFileSync(p.log, 'utf8').split('\n').slice(-25).join('\n')}`);
  }
}
await cleanup();
figures.totalSeconds ??= round((performance.now() - STARTED) / 1000);

console.log('\nMeasured:');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(34)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
writeFileSync(path.join(ROOT, 'test-results', 'cluster-results.json'), JSON.stringify({ results, figures, machine: `${os.cpus().length} cores, Node ${process.version}` }, null, 2));

const passed = results.filter((r) => r.ok).length;
const failedCount = results.length - passed + (fatal ? 1 : 0);
console.log('\nCluster checks:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)${r.ok ? '' : `\n       ${r.error}`}`);
console.log(`\n${passed} passed, ${failedCount} failed (${figures.totalSeconds}s)`);
process.exit(failedCount > 0 ? 1 : 0);
