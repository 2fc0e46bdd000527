/**
 * The `cacheHandler` of next.config.mjs: the page cache, chosen once when Node loads this file.
 *
 * - REDIS_URL set (a running server): ./redis-cache-handler.mjs, one cache shared by every
 *   instance, with revalidation seen by all of them.
 * - Otherwise, and always during `next build`: ./file-cache-handler.mjs, Next's own file cache in
 *   .next (one server). The build writes its prerendered pages there in both cases; the Redis
 *   cache reads them from there until a page is rendered again.
 *
 * Both add each page's Content-Security-Policy header with the same function (./page-policy.mjs).
 */
import FilePageCache from './file-cache-handler.mjs';
import RedisPageCache from './redis-cache-handler.mjs';
import { redisConfigFromEnv } from './redis-connection.mjs';

export { withPagePolicy } from './page-policy.mjs';

const building = process.env.NEXT_PHASE === 'phase-production-build';

/** 'redis' or 'file': which cache this process uses. */
export const pageCacheKind = !building && redisConfigFromEnv() ? 'redis' : 'file';

const PageCacheHandler = pageCacheKind === 'redis' ? RedisPageCache : FilePageCache;
export default PageCacheHandler;
