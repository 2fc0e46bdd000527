import type { LRUCache } from 'lru-cache';

export declare function entrySize(value: unknown): number;
export declare function isTransient(key: string, value: unknown, options: { searchInMemory: boolean }): boolean;
export declare function withTransientPages<T extends new (...args: any[]) => any>(
  Base: T,
  options: { bytes: number; entries: number; searchInMemory: boolean },
): T & { transient: LRUCache<string, { lastModified: number; value: unknown }> | null };
export interface DiskEntry {
  size: number;
  files: string[];
}
export declare function createDiskIndex(bounds: { bytes: number; entries: number }): LRUCache<string, DiskEntry>;
