// @ts-check
/**
 * The page cache shared by every instance: Next's documented `cacheHandler` interface (get, set,
 * revalidateTag, resetRequestCache) on Redis, chosen by ./page-cache-handler.mjs when REDIS_URL
 * is set. It stores what Next's file cache stores — rendered pages (APP_PAGE), route answers
 * (APP_ROUTE) and the tagged content answers of unstable_cache (FETCH) — so a page rendered by
 * one instance is a hit on all the others.
 *
 * - Keys: `{prefix}{BUILD_ID}:{Next's key}`. Each build has its own entries (a page's HTML names
 *   that build's script files), so old and new instances of a rolling deploy never mix pages.
 * - Tags: `{prefix}tags:stale` and `{prefix}tags:expired` are hashes of tag -> time in ms, shared
 *   by every build. revalidateTag writes them; get compares them with the entry's lastModified,
 *   exactly as Next's file cache does with its in-process manifest, so a webhook received by any
 *   one instance expires the page on all of them.
 * - Build output: pages prerendered by `next build` are in .next on every instance (the same
 *   build). They are not copied into Redis; a key missing in Redis is read from those files
 *   (after the same tag check), and the first re-render goes to Redis.
 * - Redis away: get answers a miss (the page renders), set and tag writes are dropped (tag writes
 *   are retried when Redis is back), nothing throws. See ./redis-connection.mjs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// Private to Next, kept on purpose: it reads the build's prerendered pages (the seed) and holds the
// tag times; tests/unit/cache/next-internals.test.ts checks what this relies on (docs/architecture.md).
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { withPagePolicy } from './page-policy.mjs';
import { redisConfigFromEnv, sharedRedis } from './redis-connection.mjs';

// Either shape of a CommonJS module seen from ESM (its exports, or them under `default`).
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;
/**
 * Next's in-process tag manifest: mirrored from Redis so Next's own stale checks agree with it.
 * @type {Map<string, { stale?: number, expired?: number }>}
 */
const localTags = (tagsManifestModule.tagsManifest ?? /** @type {any} */ (tagsManifestModule).default?.tagsManifest) || new Map();

/** @typedef {{ stale: (number | null)[], expired: (number | null)[] }} TagTimes each tag's time, in the order asked */
/**
 * Where entries and tag times live: Redis (RedisStore), or a fake in the tests.
 * @typedef {object} EntryStore
 * @property {(key: string) => Promise<string | null>} getEntry
 * @property {(key: string, text: string, ttl: number) => Promise<unknown>} setEntry
 * @property {(tags: string[]) => Promise<TagTimes>} getTagTimes
 * @property {(tags: string[], times: { stale?: number, expired?: number }) => Promise<unknown>} setTagTimes
 * @property {(listener: () => void) => void} [onReady]
 */

const TAGS_HEADER = 'x-next-cache-tags';
const DAY = 24 * 3600;
/** Pages: their `expire` (next.config expireTime); content answers: a week, for CMS outages. */
const PAGE_TTL_FALLBACK = 14 * DAY;
const FETCH_TTL = 7 * DAY;
const MIN_TTL = 60;

// Entries hold Buffers (RSC payloads, segment data, route bodies) and Maps (segment data); JSON
// alone would turn them into plain objects. Markers start with a NUL, which no content has.
const BUFFER = '\u0000buf';
const MAP = '\u0000map';

/** @param {unknown} entry @returns {string} */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString('base64') };
    if (raw instanceof Uint8Array) return { [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return value;
  });
}

/** @param {string} text @returns {any} */
export function deserializeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}

/**
 * Every tag an entry depends on: the page's own tags (header), and for content answers their
 * tags plus the implicit tags of the page asking (as Next's file cache checks them).
 * @param {any} entry @param {any} ctx
 * @returns {string[]}
 */
export function tagsOf(entry, ctx = {}) {
  const tags = new Set();
  const header = entry?.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  if (entry?.value?.kind === 'FETCH') {
    for (const tag of [...(entry.value.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) if (tag) tags.add(tag);
  }
  return [...tags];
}

/**
 * Next's rules (tags-manifest.external.js): an entry is expired when a tag expired after it was
 * written and that expiry has come; stale when a tag was marked stale after it was written.
 * @param {{ stale: (number | null)[], expired: (number | null)[] }} times per tag, in order
 * @param {number} lastModified
 * @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
export function tagVerdict(times, lastModified, now) {
  let stale = false;
  for (let i = 0; i < times.expired.length; i += 1) {
    const expired = times.expired[i];
    if (typeof expired === 'number' && expired <= now && expired > lastModified) return 'expired';
    const staleAt = times.stale[i];
    if (typeof staleAt === 'number' && staleAt > lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

/** Seconds an entry is kept in Redis. @param {any} entry */
export function ttlSeconds(entry) {
  if (entry?.value?.kind === 'FETCH') return FETCH_TTL;
  const expire = entry?.cacheControl?.expire;
  const revalidate = entry?.cacheControl?.revalidate;
  const ttl = typeof expire === 'number' ? expire : typeof revalidate === 'number' ? revalidate * 24 : PAGE_TTL_FALLBACK;
  return Math.min(Math.max(Math.ceil(ttl), MIN_TTL), PAGE_TTL_FALLBACK);
}

/**
 * The Redis side: entries as strings with a TTL, tag times in two hashes.
 */
export class RedisStore {
  /** @param {Pick<import('./redis-connection.mjs').RedisConnection, 'run' | 'onReady'>} connection @param {string} prefix */
  constructor(connection, prefix) {
    this.connection = connection;
    this.staleKey = `${prefix}tags:stale`;
    this.expiredKey = `${prefix}tags:expired`;
  }

  /** @param {string} key */
  getEntry(key) {
    return this.connection.run((client) => client.get(key));
  }

  /** @param {string} key @param {string} text @param {number} ttl */
  setEntry(key, text, ttl) {
    return this.connection.run((client) => client.set(key, text, { EX: ttl }));
  }

  /** @param {string[]} tags @returns {Promise<TagTimes>} */
  async getTagTimes(tags) {
    const [stale, expired] = await this.connection.run((client) =>
      Promise.all([client.hmGet(this.staleKey, tags), client.hmGet(this.expiredKey, tags)]),
    );
    const numbers = (/** @type {(string | null)[]} */ values) => values.map((value) => (value == null ? null : Number(value)));
    return { stale: numbers(stale), expired: numbers(expired) };
  }

  /** @param {string[]} tags @param {{ stale?: number, expired?: number }} times */
  setTagTimes(tags, times) {
    const fields = (/** @type {number} */ time) => Object.fromEntries(tags.map((tag) => [tag, String(time)]));
    return this.connection.run((client) =>
      Promise.all([
        times.stale !== undefined ? client.hSet(this.staleKey, fields(times.stale)) : null,
        times.expired !== undefined ? client.hSet(this.expiredKey, fields(times.expired)) : null,
      ]),
    );
  }

  /** @param {() => void} listener */
  onReady(listener) {
    this.connection.onReady(listener);
  }
}

/**
 * The cache logic, independent of node-redis (tests give it a fake store).
 */
export class RedisPageCacheCore {
  /**
   * @param {object} options
   * @param {EntryStore} options.store
   * @param {string} options.keyPrefix prefix of entry keys (prefix + build id)
   * @param {{ get: (key: string, ctx: any) => Promise<any> } | null} [options.seed] the build's prerendered pages
   * @param {() => number} [options.now]
   * @param {Map<string, { stale?: number, expired?: number }>} [options.manifest] Next's in-process tag manifest
   * @param {Pick<Console, 'error'>} [options.log]
   */
  constructor({ store, keyPrefix, seed = null, now = Date.now, manifest = localTags, log = console }) {
    this.store = store;
    this.keyPrefix = keyPrefix;
    this.seed = seed;
    this.now = now;
    this.manifest = manifest;
    this.log = log;
    /** @type {{ tags: string[], times: { stale?: number, expired?: number } }[]} tag writes Redis missed */
    this.pendingTagWrites = [];
    store.onReady?.(() => void this.flushPendingTagWrites());
  }

  /** @param {string} key */
  entryKey(key) {
    return this.keyPrefix + key;
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx = {}) {
    let entry = null;
    try {
      const text = await this.store.getEntry(this.entryKey(key));
      if (text) entry = deserializeEntry(text);
    } catch {
      // Redis away (logged once by the connection): a miss, so the page renders.
      return null;
    }
    if (!entry && ctx.kind !== 'FETCH' && this.seed) entry = await this.seed.get(key, ctx).catch(() => null);
    if (!entry) return null;

    const tags = tagsOf(entry, ctx);
    if (tags.length > 0) {
      let times;
      try {
        times = await this.store.getTagTimes(tags);
      } catch {
        return null; // without the tag times the entry cannot be trusted: render instead
      }
      if (tagVerdict(this.merge(tags, times), entry.lastModified ?? 0, this.now()) === 'expired') return null;
    }
    if (entry.value) withPagePolicy(entry.value);
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx = {}) {
    // First, before any await: the value Next has just rendered is the one it sends on a miss.
    withPagePolicy(data);
    if (!data) return;
    const value = data.kind === 'FETCH' ? { ...data, tags: ctx.fetchCache ? (ctx.tags ?? []) : [] } : data;
    const entry = { value, lastModified: this.now(), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl };
    try {
      await this.store.setEntry(this.entryKey(key), serializeEntry(entry), ttlSeconds(entry));
    } catch {
      // Not shared this time; the next render stores it.
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations] seconds; none: expire now
   */
  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const now = this.now();
    /** @type {{ stale?: number, expired?: number }} */
    const times = durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now };
    for (const tag of list) this.manifest.set(tag, { ...this.manifest.get(tag), ...times });
    try {
      await this.store.setTagTimes(list, times);
    } catch (error) {
      this.pendingTagWrites.push({ tags: list, times });
      this.log.error(
        `[redis] could not share the revalidation of ${list.join(', ')} (${error instanceof Error ? error.message : error}); ` +
          'this instance renders those pages anew, the others will see it once Redis is back',
      );
    }
  }

  async flushPendingTagWrites() {
    while (this.pendingTagWrites.length > 0) {
      const write = this.pendingTagWrites[0];
      try {
        await this.store.setTagTimes(write.tags, write.times);
      } catch {
        return; // still away: the next reconnection tries again
      }
      this.pendingTagWrites.shift();
    }
  }

  /**
   * The later of Redis's and this process's time for each tag (a revalidation Redis missed is
   * still known here), written back to Next's in-process manifest, which IncrementalCache reads
   * for its own stale checks.
   * @param {string[]} tags @param {TagTimes} times @returns {TagTimes}
   */
  merge(tags, times) {
    /** @param {number | null | undefined} a @param {number | null | undefined} b */
    const later = (a, b) => (a == null ? (b ?? null) : b == null ? a : Math.max(a, b));
    /** @type {TagTimes} */
    const merged = { stale: [], expired: [] };
    tags.forEach((tag, i) => {
      const current = this.manifest.get(tag);
      const stale = later(times.stale[i], current?.stale);
      const expired = later(times.expired[i], current?.expired);
      merged.stale.push(stale);
      merged.expired.push(expired);
      if (stale == null && expired == null) return;
      if (current?.stale === (stale ?? undefined) && current?.expired === (expired ?? undefined)) return;
      this.manifest.set(tag, { ...(stale != null ? { stale } : {}), ...(expired != null ? { expired } : {}) });
    });
    return merged;
  }
}

/** @param {string} serverDistDir */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(/* turbopackIgnore: true */ serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** @type {Map<string, RedisPageCacheCore>} */
const cores = new Map();

/**
 * One core per build folder and process: Next constructs the handler for every request.
 * @param {any} ctx Next's handler context (serverDistDir, fs, …)
 */
function coreFor(ctx) {
  const config = redisConfigFromEnv();
  if (!config) throw new Error('RedisPageCache needs REDIS_URL');
  const id = `${ctx.serverDistDir}|${config.url}|${config.prefix}`;
  let core = cores.get(id);
  if (!core) {
    // The build's own output, read-only: no writes next to it, no copy in memory.
    const seed = ctx.fs && ctx.serverDistDir ? new FileSystemCache({ ...ctx, flushToDisk: false, maxMemoryCacheSize: 0 }) : null;
    core = new RedisPageCacheCore({
      store: new RedisStore(sharedRedis(config), config.prefix),
      keyPrefix: `${config.prefix}${buildIdOf(ctx.serverDistDir)}:`,
      seed,
    });
    cores.set(id, core);
  }
  return core;
}

export default class RedisPageCache {
  /** @param {any} ctx Next's handler context (serverDistDir, fs, …) */
  constructor(ctx) {
    this.core = coreFor(ctx);
  }

  /** @param {string} key @param {any} ctx */
  get(key, ctx) {
    return this.core.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  set(key, data, ctx) {
    return this.core.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return this.core.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
