// @ts-check
/**
 * The bounds both page caches (./file-cache-handler.mjs, ./redis-cache-handler.mjs) put on what
 * Next asks them to keep, so that a crawler or a script requesting endless distinct URLs cannot
 * fill the disk or Redis:
 *
 * - Answers for pages that cannot exist (a not-found or redirect status: unknown ids, missing
 *   assets, unknown paths) never leave this process: they go to a small in-memory LRU cache
 *   (TRANSIENT_PAGE_CACHE_MB / _ENTRIES), or nowhere when it is 0.
 * - So do search results in the file cache: every keyword is a distinct page. With Redis they are
 *   shared (an instance's search page is a hit on the others) and Redis's own maxmemory bound
 *   evicts them first, being the least recently used.
 * - Everything else the file cache writes after the build is counted in a disk LRU index
 *   (PAGE_CACHE_MB / PAGE_CACHE_ENTRIES): past either bound the least recently used entry's files
 *   are deleted (a later request renders it again). Pages the build prerendered are not counted
 *   and never deleted: their number is fixed by the content.
 */
import { rmSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { withPagePolicy } from './page-policy.mjs';

const SEARCH_KEY = /^\/[^/]+\/search\//;

/**
 * Bytes an entry holds (close enough for a bound: the bodies, not the small headers).
 * @param {any} value what Next stores (html, rscData, body, segmentData, data by kind)
 * @returns {number}
 */
export function entrySize(value) {
  if (!value || typeof value !== 'object') return 1;
  let size = 256;
  if (typeof value.html === 'string') size += Buffer.byteLength(value.html);
  if (value.rscData) size += value.rscData.length ?? 0;
  if (value.body) size += value.body.length ?? 0;
  if (value.segmentData instanceof Map) for (const buffer of value.segmentData.values()) size += buffer?.length ?? 0;
  if (value.kind === 'FETCH' && value.data) size += JSON.stringify(value.data).length;
  return size;
}

/**
 * Whether an entry stays in memory only.
 * @param {string} key @param {any} value @param {{ searchInMemory: boolean }} options
 */
export function isTransient(key, value, { searchInMemory }) {
  if (value?.kind !== 'APP_PAGE' && value?.kind !== 'PAGES') return false;
  if (typeof value.status === 'number' && value.status >= 300) return true;
  return searchInMemory && SEARCH_KEY.test(key);
}

/**
 * A page cache class that keeps transient entries in a bounded memory cache and hands the rest to
 * `Base`.
 * @template {new (...args: any[]) => any} T
 * @param {T} Base
 * @param {{ bytes: number, entries: number, searchInMemory: boolean }} options
 */
export function withTransientPages(Base, { bytes, entries, searchInMemory }) {
  // One per process: Next makes a handler for every request.
  /** @type {LRUCache<string, { lastModified: number, value: any, cacheControl?: unknown }> | null} */
  const transient = bytes > 0 && entries > 0 ? new LRUCache({ max: entries, maxSize: bytes, sizeCalculation: (entry) => entrySize(entry.value) }) : null;
  return class TransientPages extends Base {
    static transient = transient;

    /** @param {string} key @param {...unknown} rest */
    async get(key, ...rest) {
      const hit = transient?.get(key);
      if (hit) return hit;
      return super.get(key, ...rest);
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      if (!isTransient(key, data, { searchInMemory })) return super.set(key, data, ctx);
      if (transient && entrySize(data) <= bytes) transient.set(key, { lastModified: Date.now(), value: withPagePolicy(data), cacheControl: ctx?.cacheControl });
    }

    /** @param {...unknown} args */
    async revalidateTag(...args) {
      // Tags are not tracked per transient entry: any content change drops them all.
      transient?.clear();
      return super.revalidateTag(...args);
    }
  };
}

/** @typedef {{ size: number, files: string[] }} DiskEntry */

/**
 * The disk index of entries the file cache wrote after the build: evicting one deletes its files.
 * @param {{ bytes: number, entries: number }} bounds
 * @returns {LRUCache<string, DiskEntry>}
 */
export function createDiskIndex({ bytes, entries }) {
  return new LRUCache({
    max: entries,
    maxSize: bytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    dispose: (entry, _key, reason) => {
      if (reason !== 'evict') return;
      for (const file of entry.files) {
        try {
          rmSync(file, { recursive: true, force: true });
        } catch (error) {
          console.error(`[cache] could not delete ${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
  });
}
