import type { LRUCache } from 'lru-cache';

export declare function entrySize(value: unknown): number;
export declare function isTransient(key: string, value: unknown, options: { searchInMemory: boolean }): boolean;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin: TypeScript requires any[] for the base constructor
export declare function withTransientPages<T extends new (...args: any[]) => object>(
  Base: T,
  options: { bytes: number; entries: number; searchInMemory: boolean },
): T & { transient: LRUCache<string, { lastModified: number; value: unknown }> | null };
export interface DiskEntry {
  size: number;
  files: string[];
}
export declare function createDiskIndex(bounds: { bytes: number; entries: number }): LRUCache<string, DiskEntry>;
