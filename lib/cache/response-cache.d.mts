import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ResponseCacheOptions {
  /** How long an answer is kept, in ms (RESPONSE_CACHE_MS); 0 stores nothing. */
  ttlMs?: number;
  /** Memory bound of all stored bodies; the oldest go first. */
  maxBytes?: number;
  /** Entry bound (RESPONSE_CACHE_ENTRIES); the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export interface ResponseCache {
  readonly stats: { hits: number; misses: number; stored: number };
  readonly size: number;
  readonly bytes: number;
  clear(): void;
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
}

export function cookieValue(header: string | undefined, name: string): string | undefined;
export function schemeOf(req: IncomingMessage): 'http' | 'https' | null;
export function cacheKeyOf(req: IncomingMessage): string | null;
export function isStorable(status: number, headers: Record<string, unknown>): boolean;
export function createResponseCache(options?: ResponseCacheOptions): ResponseCache;
export function registerResponseCache(cache: ResponseCache): ResponseCache;
export function clearResponseCache(): void;
