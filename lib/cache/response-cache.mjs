// @ts-check
/**
 * A one-second response cache in front of Next for pages Next already serves from its own cache.
 *
 * Why: serving a cached page through Next costs about 4 ms of CPU on this 2-core machine, and most
 * of it grows with the page's bytes: Next hashes the whole HTML for its ETag (in JavaScript) and
 * gzips it again on every request. A page here is ~150 KB of HTML (half of it the RSC payload), so
 * cached pages answered at a quarter of the rate of a minimal Next page (`npm run bench`). This
 * cache keeps the exact bytes Next sent (already compressed) for a second, so a burst of visitors
 * (a typhoon morning on the home page) costs one Next response per page per second.
 *
 * What it stores: only a 200 answer to a plain GET that Next served from its page cache
 * (`x-nextjs-cache: HIT` or `STALE`) with a shared-cache Cache-Control (`s-maxage`). A fresh render
 * (`MISS`) is not kept: the next request reaches Next, which has just cached it (and, with Redis,
 * stores it there for the other instances), and only that answer is kept. Never: previews (draft-mode
 * cookie), client navigations and prefetches (`rsc` / `next-router-*` headers), HEAD, errors,
 * redirects, API answers, anything private. The key is the scheme, the URL, the Accept-Encoding header (the
 * stored bytes are encoded for it) and the language cookie (proxy.ts answers with a Set-Cookie when
 * it differs from the path), so a stored answer is exactly what Next would send again.
 *
 * Freshness: an entry lives `ttlMs` (RESPONSE_CACHE_MS, default 1000). The revalidation webhook
 * empties this instance's cache at once (clearResponseCache); other instances follow within ttlMs.
 */

import { DRAFT_COOKIE, LANG_COOKIE } from '../consent/cookie-names.mjs';

/** Request headers of Next's client router: the answer is an RSC payload, not the HTML page. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
const GLOBAL_KEY = Symbol.for('hactl.responseCache');
/** `x-nextjs-cache` of an answer Next took from its page cache (MISS: rendered for this request). */
const FROM_PAGE_CACHE = new Set(['HIT', 'STALE']);

/** @param {string | undefined} header @param {string} name */
export function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The cache key of a request, or null when the request must go to Next.
 * @param {import('node:http').IncomingMessage} req
 */
export function cacheKeyOf(req) {
  if (req.method !== 'GET' || !req.url) return null;
  const headers = req.headers;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (req.url.startsWith('/api/') || req.url.startsWith('/_next/')) return null;
  const cookies = headers.cookie;
  if (cookieValue(cookies, DRAFT_COOKIE) !== undefined) return null;
  const scheme = schemeOf(req);
  if (!scheme) return null;
  return `${scheme}\n${req.url}\n${headers['accept-encoding'] ?? ''}\n${cookieValue(cookies, LANG_COOKIE) ?? ''}`;
}

/**
 * The scheme Next sees: X-Forwarded-Proto (which server.mjs keeps only from a trusted proxy), else
 * the socket's. Part of the key because an answer depends on it (a cookie's Secure flag), so an
 * http request must never fill the https copy. Null for any other value: not cached.
 * @param {import('node:http').IncomingMessage} req
 */
export function schemeOf(req) {
  const forwarded = req.headers['x-forwarded-proto'];
  if (forwarded === undefined) return /** @type {any} */ (req.socket)?.encrypted ? 'https' : 'http';
  const first = String(forwarded).split(',')[0].trim();
  return first === 'http' || first === 'https' ? first : null;
}

/**
 * Whether Next's answer may be stored: a 200 page served from Next's page cache, cacheable by shared
 * caches.
 * @param {number} status @param {Record<string, unknown>} headers lower-case names
 */
export function isStorable(status, headers) {
  if (status !== 200 || !FROM_PAGE_CACHE.has(String(headers['x-nextjs-cache']))) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  return /(?:^|[\s,])s-maxage=\d+/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl);
}

/** @param {string | undefined} ifNoneMatch @param {string | undefined} etag */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
}

/** Headers a stored answer must not replay as they were: the server adds its own. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** Headers of a 304 (RFC 9110 15.4.5): what a 200 would have sent of these. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'etag', 'expires', 'vary', 'set-cookie'];

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, etag?: string, expires: number }} Entry
 * @typedef {{ ttlMs?: number, maxBytes?: number, maxEntries?: number, now?: () => number }} Options
 */
/**
 * @typedef {object} ResponseCache
 * @property {{ hits: number, misses: number, stored: number }} stats
 * @property {number} size
 * @property {number} bytes
 * @property {() => void} clear
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => unknown) => unknown} handle
 */

/** @param {Options} [options] @returns {ResponseCache} */
export function createResponseCache({ ttlMs = 1000, maxBytes = 32 * 1024 * 1024, maxEntries = 1000, now = Date.now } = {}) {
  /** @type {Map<string, Entry>} insertion order = age, for eviction */
  const entries = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0 };

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  /** @param {string} key @param {Entry} entry */
  function store(key, entry) {
    if (entry.body.length > maxBytes / 4) return;
    // Every entry lives ttlMs, so the oldest expire first: drop those, or a stream of distinct URLs
    // (each asked once) would keep the cache full of dead answers up to its bound.
    const time = now();
    for (const [oldestKey, oldest] of entries) {
      if (oldest.expires > time) break;
      remove(oldestKey);
    }
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    stats.stored += 1;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      remove(oldest);
    }
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Entry} entry */
  function replay(req, res, entry) {
    res.setHeader('x-response-cache', 'HIT');
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      for (const name of NOT_MODIFIED_HEADERS) if (entry.headers[name] !== undefined) res.setHeader(name, entry.headers[name]);
      res.statusCode = 304;
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader('content-length', entry.body.length);
    res.statusCode = entry.status;
    res.end(entry.body);
  }

  /**
   * Records what Next writes to `res`, and stores it when it ends if it may be stored. Next's
   * compression wraps `res` after this, so the bytes recorded are the encoded ones.
   * @param {string} key @param {import('node:http').ServerResponse} res
   */
  function record(key, res) {
    // Node's overloads of writeHead, write and end cannot be restated in JSDoc: the wrappers below
    // pass every argument through unchanged, so they are typed as the loose functions they are.
    const patched = /** @type {any} */ (res);
    const { writeHead, write, end } = patched;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @type {{ status: number, headers: Record<string, unknown> } | null} */
    let head = null;
    let overflow = false;
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || overflow) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8') : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > maxBytes / 4) overflow = true;
      else chunks.push(buffer);
    };
    /** @param {number} statusCode @param {...unknown} args */
    patched.writeHead = function (statusCode, ...args) {
      const given = /** @type {Record<string, unknown> | undefined} */ (args.find((arg) => arg && typeof arg === 'object'));
      /** @type {Record<string, unknown>} */
      const headers = { ...res.getHeaders() };
      if (given) for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
      head = { status: statusCode, headers };
      return writeHead.call(this, statusCode, ...args);
    };
    /** @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
    patched.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    /** @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
    patched.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      const result = end.call(this, chunk, encoding, callback);
      if (head && !overflow && isStorable(head.status, head.headers)) {
        /** @type {Record<string, string | string[]>} */
        const headers = {};
        for (const [name, value] of Object.entries(head.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
        }
        const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
        store(key, { status: head.status, headers, body: Buffer.concat(chunks, size), etag, expires: now() + ttlMs });
      }
      return result;
    };
  }

  return {
    stats,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    /**
     * Answers `req` from the cache, or hands it to `next` (Next's request handler) and records the
     * answer. Returns what `next` returns.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => unknown} next
     */
    handle(req, res, next) {
      const key = ttlMs > 0 ? cacheKeyOf(req) : null;
      if (key === null) return next();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        stats.hits += 1;
        replay(req, res, entry);
        return undefined;
      }
      if (entry) remove(key);
      stats.misses += 1;
      record(key, res);
      return next();
    },
  };
}

/** Where the registered cache lives: one per process, whichever bundle asks. */
const registry = /** @type {{ [GLOBAL_KEY]?: ResponseCache }} */ (/** @type {unknown} */ (globalThis));

/**
 * The server's cache, registered so that route handlers (the revalidation webhook) can empty it.
 * @param {ResponseCache} cache @returns {ResponseCache}
 */
export function registerResponseCache(cache) {
  registry[GLOBAL_KEY] = cache;
  return cache;
}

/** Empties this instance's response cache, if the server runs one (server.mjs). */
export function clearResponseCache() {
  registry[GLOBAL_KEY]?.clear();
}
