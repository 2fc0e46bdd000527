import type { RedisCommands } from './redis-connection.mjs';

export interface CacheControl {
  revalidate?: number | false;
  expire?: number;
}

/** What Next stores: a page (APP_PAGE), a route answer (APP_ROUTE), a content answer (FETCH), … */
export interface CacheValue {
  kind: string;
  html?: string;
  rscData?: Buffer;
  segmentData?: Map<string, Buffer>;
  headers?: Record<string, string>;
  status?: number;
  data?: unknown;
  tags?: string[];
  revalidate?: number;
  [field: string]: unknown;
}

export interface CacheEntry {
  value: CacheValue | null;
  lastModified?: number;
  cacheControl?: CacheControl;
}

/** Next's get/set context (kind, tags of a content answer, implicit tags of the page, …). */
export interface CacheContext {
  kind?: string;
  tags?: string[];
  softTags?: string[];
  fetchCache?: boolean;
  cacheControl?: CacheControl;
  [field: string]: unknown;
}

export interface TagTimes {
  stale: (number | null)[];
  expired: (number | null)[];
}

export interface EntryStore {
  getEntry(key: string): Promise<string | null>;
  setEntry(key: string, text: string, ttl: number): Promise<unknown>;
  getTagTimes(tags: string[]): Promise<TagTimes>;
  setTagTimes(tags: string[], times: { stale?: number; expired?: number }): Promise<unknown>;
  onReady?(listener: () => void): void;
}

export declare function serializeEntry(entry: unknown): string;
export declare function deserializeEntry(text: string): CacheEntry;
export declare function tagsOf(entry: CacheEntry, ctx?: CacheContext): string[];
export declare function tagVerdict(times: TagTimes, lastModified: number, now: number): 'fresh' | 'stale' | 'expired';
export declare function ttlSeconds(entry: CacheEntry): number;

export declare class RedisStore implements EntryStore {
  constructor(
    connection: { run<T>(operation: (client: RedisCommands) => Promise<T>): Promise<T>; onReady(listener: () => void): void },
    prefix: string,
  );
  getEntry(key: string): Promise<string | null>;
  setEntry(key: string, text: string, ttl: number): Promise<unknown>;
  getTagTimes(tags: string[]): Promise<TagTimes>;
  setTagTimes(tags: string[], times: { stale?: number; expired?: number }): Promise<unknown>;
  onReady(listener: () => void): void;
}

export declare class RedisPageCacheCore {
  constructor(options: {
    store: EntryStore;
    keyPrefix: string;
    seed?: { get(key: string, ctx: CacheContext): Promise<CacheEntry | null> } | null;
    now?: () => number;
    manifest?: Map<string, { stale?: number; expired?: number }>;
    log?: Pick<Console, 'error'>;
  });
  pendingTagWrites: { tags: string[]; times: { stale?: number; expired?: number } }[];
  entryKey(key: string): string;
  get(key: string, ctx?: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  flushPendingTagWrites(): Promise<void>;
}

declare const RedisPageCache: new (ctx: { serverDistDir?: string; [field: string]: unknown }) => {
  get(key: string, ctx: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
};
export default RedisPageCache;
