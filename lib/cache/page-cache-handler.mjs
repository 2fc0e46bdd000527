/**
 * Next's own file-system ISR cache, plus one thing: every cached HTML page carries its
 * Content-Security-Policy header, with the hashes of exactly the inline scripts in that page.
 *
 * Next replays the headers stored with a cache entry on every hit, and the entry it has just
 * rendered is the one it sends on a miss, so adding the header here covers both, without making
 * any page dynamic. Loaded by Node at run time through `cacheHandler` in next.config.mjs.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { inlineScriptHashes, pagePolicyFromEnv } from '../security/csp.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const CSP = 'content-security-policy';

/** @param {any} value a cache entry value; APP_PAGE entries hold the page's HTML as a string */
export function withPagePolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const headers = value.headers ?? (value.headers = {});
  if (!headers[CSP]) headers[CSP] = pagePolicyFromEnv({ scriptHashes: inlineScriptHashes(value.html) });
  return value;
}

export default class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPagePolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    withPagePolicy(data);
    return super.set(key, data, ctx);
  }
}
