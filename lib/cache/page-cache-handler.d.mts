export { withPagePolicy } from './page-policy.mjs';
/** Which page cache this process uses: Redis (REDIS_URL set, not building) or Next's file cache. */
export declare const pageCacheKind: 'redis' | 'file';
declare const PageCacheHandler: new (...args: unknown[]) => object;
export default PageCacheHandler;
