// @ts-check
/**
 * The `cacheHandler` of next.config.mjs: the page cache, chosen once when Node loads this file.
 *
 * - REDIS_URL set (a running server): ./redis-cache-handler.mjs, one cache shared by every
 *   instance, with revalidation seen by all of them.
 * - Otherwise, and always during `next build`: ./file-cache-handler.mjs, Next's own file cache in
 *   .next (one server). The build writes its prerendered pages there in both cases; the Redis
 *   cache reads them from there until a page is rendered again.
 *
 * Both add each page's Content-Security-Policy header with the same function (./page-policy.mjs),
 * and keep answers for pages that cannot exist in memory only (./bounded-page-cache.mjs).
 */
import { withTransientPages } from './bounded-page-cache.mjs';
import { cacheBoundsFromEnv } from './cache-bounds.mjs';
import FilePageCache from './file-cache-handler.mjs';
import RedisPageCache from './redis-cache-handler.mjs';
import { redisConfigFromEnv } from './redis-connection.mjs';

export { withPagePolicy } from './page-policy.mjs';

const building = process.env.NEXT_PHASE === 'phase-production-build';

/** 'redis' or 'file': which cache this process uses. */
export const pageCacheKind = !building && redisConfigFromEnv() ? 'redis' : 'file';

const bounds = cacheBoundsFromEnv();
const transient = { bytes: bounds.transientCacheBytes, entries: bounds.transientCacheEntries };
const PageCacheHandler =
  pageCacheKind === 'redis'
    ? withTransientPages(RedisPageCache, { ...transient, searchInMemory: false })
    : withTransientPages(FilePageCache, { ...transient, searchInMemory: true });
export default PageCacheHandler;
