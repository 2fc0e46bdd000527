// @ts-check
/**
 * The one step both page caches add to Next's: every cached HTML page carries its
 * Content-Security-Policy header, with the hashes of exactly the inline scripts in that page.
 *
 * Next replays the headers stored with a cache entry on every hit, and the entry it has just
 * rendered is the one it sends on a miss, so adding the header when an entry is stored and when
 * one is read (build output, an older entry) covers every page without making any page dynamic.
 * Used by lib/cache/file-cache-handler.mjs and lib/cache/redis-cache-handler.mjs.
 */
import { inlineScriptHashes, pagePolicyFromEnv } from '../security/csp.mjs';

const CSP = 'content-security-policy';

/** @param {any} value a cache entry value; APP_PAGE entries hold the page's HTML as a string */
export function withPagePolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const headers = value.headers ?? (value.headers = {});
  if (!headers[CSP]) headers[CSP] = pagePolicyFromEnv({ scriptHashes: inlineScriptHashes(value.html) });
  return value;
}
