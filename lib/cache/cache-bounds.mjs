// @ts-check
/**
 * The bounds of every cache the site writes, set by the operator (docs/security.md and
 * docs/operations.md), parsed once here so server.mjs, next.config.mjs and the page cache read the same
 * numbers. A malformed value stops the server with the variable's name.
 */

/** @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback @param {number} min @param {number} max */
function int(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  return value;
}

const MB = 1024 * 1024;

/**
 * @param {Record<string, string | undefined>} [env]
 */
export function cacheBoundsFromEnv(env = process.env) {
  return {
    /** Pages and content answers rendered after the build, on disk in .next (one server, no Redis). */
    pageCacheBytes: int(env, 'PAGE_CACHE_MB', 256, 1, 1_000_000) * MB,
    pageCacheEntries: int(env, 'PAGE_CACHE_ENTRIES', 2000, 1, 10_000_000),
    /** Search results and not-found answers: in memory only, never on disk or in Redis. */
    transientCacheBytes: int(env, 'TRANSIENT_PAGE_CACHE_MB', 16, 0, 100_000) * MB,
    transientCacheEntries: int(env, 'TRANSIENT_PAGE_CACHE_ENTRIES', 200, 0, 1_000_000),
    /** Optimized images in .next/cache/images (Next's own least-recently-used disk cache). */
    imageCacheBytes: int(env, 'IMAGE_CACHE_MB', 256, 1, 1_000_000) * MB,
    /** server.mjs's one-second response cache, in memory. */
    responseCacheBytes: int(env, 'RESPONSE_CACHE_MB', 32, 1, 100_000) * MB,
    responseCacheEntries: int(env, 'RESPONSE_CACHE_ENTRIES', 1000, 1, 1_000_000),
  };
}
