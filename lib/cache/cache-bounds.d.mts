export interface CacheBounds {
  pageCacheBytes: number;
  pageCacheEntries: number;
  transientCacheBytes: number;
  transientCacheEntries: number;
  imageCacheBytes: number;
  responseCacheBytes: number;
  responseCacheEntries: number;
}
export declare function cacheBoundsFromEnv(env?: Record<string, string | undefined>): CacheBounds;
