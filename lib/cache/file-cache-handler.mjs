/**
 * The default page cache of one server: Next's own file-system ISR cache (build output in .next,
 * pages rendered later written beside it), plus the page policy step of ./page-policy.mjs, the
 * webhook's tag times kept on disk across restarts and builds (./persisted-tags.mjs), and a bound
 * on what it writes after the build (./bounded-page-cache.mjs: PAGE_CACHE_MB, PAGE_CACHE_ENTRIES).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// Private to Next, kept on purpose: the one file cache whose on-disk format the build's pages are in.
// What this file relies on is checked by tests/unit/cache/next-internals.test.ts (docs/architecture.md).
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
// The one map Next's file cache reads tag times from (an "external" module: one instance per process).
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { createDiskIndex, entrySize } from './bounded-page-cache.mjs';
import { cacheBoundsFromEnv } from './cache-bounds.mjs';
import { withPagePolicy } from './page-policy.mjs';
import { loadRevalidatedTags, saveRevalidatedTags } from './persisted-tags.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
// Next makes a handler for every request: the file is read once per process.
const loadedFiles = new Set();
// `next build` writes the prerendered pages: those are the build, never counted or deleted.
const building = process.env.NEXT_PHASE === 'phase-production-build';
const bounds = cacheBoundsFromEnv();
/** Entries written after the build, least recently used first out (one index per process). */
const written = createDiskIndex({ bytes: bounds.pageCacheBytes, entries: bounds.pageCacheEntries });
/** @type {Map<string, Set<string>>} the build's prerendered paths, per dist folder */
const prerendered = new Map();

const indexed = new Set();

/**
 * Counts what an earlier run of this build wrote (its .meta files), so that restarts cannot grow
 * the folder past its bound either. Once per dist folder and process.
 * @param {FilePageCache} cache
 */
function indexEarlierWrites(cache) {
  const root = path.join(cache.serverDistDir, 'app');
  if (indexed.has(root)) return;
  indexed.add(root);
  const prerendered = prerenderedPaths(cache.serverDistDir);
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.meta')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const key = `/${path.relative(root, file).slice(0, -'.meta'.length).split(path.sep).join('/')}`;
    if (prerendered.has(key) || key.includes('.segments/')) continue;
    const files = ['.html', '.rsc', '.meta', '.body', '.segments'].map((suffix) => file.replace(/\.meta$/, suffix));
    let size = 0;
    for (const one of files) {
      try {
        size += statSync(one).size;
      } catch {
        // not every kind has every file
      }
    }
    written.set(key, { size, files });
  }
}

/** @param {string} serverDistDir */
function prerenderedPaths(serverDistDir) {
  let paths = prerendered.get(serverDistDir);
  if (!paths) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'));
      paths = new Set(Object.keys(manifest.routes ?? {}));
    } catch {
      paths = new Set();
    }
    prerendered.set(serverDistDir, paths);
  }
  return paths;
}

export default class FilePageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Beside Next's fetch cache (.next/cache), which `next build` keeps. Next also makes handlers
    // without a dist folder (from its bundled server code): those keep nothing.
    this.tagsFile = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..', 'cache', 'revalidated-tags.json') : null;
    if (ctx.serverDistDir && ctx.flushToDisk && !building) indexEarlierWrites(this);
    if (this.tagsFile && !loadedFiles.has(this.tagsFile)) {
      loadedFiles.add(this.tagsFile);
      loadRevalidatedTags(this.tagsFile, tagsManifest);
    }
  }

  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPagePolicy(entry.value);
    written.get(args[0]); // a read makes it recently used
    return entry;
  }

  async set(key, data, ctx) {
    withPagePolicy(data);
    await super.set(key, data, ctx);
    const files = this.filesOf(key, data);
    if (files.length > 0) written.set(key, { size: entrySize(data), files });
  }

  /** The files Next's file cache wrote for an entry (./bounded-page-cache.mjs deletes them). */
  filesOf(key, data) {
    if (building || !this.serverDistDir || !data || !this.flushToDisk) return [];
    if (data.kind === 'APP_PAGE' || data.kind === 'PAGES') {
      if (prerenderedPaths(this.serverDistDir).has(key)) return [];
      const kind = data.kind;
      return ['.html', '.rsc', '.meta', '.json', '.segments'].map((suffix) => this.getFilePath(`${key}${suffix}`, kind));
    }
    if (data.kind === 'APP_ROUTE') return ['.body', '.meta'].map((suffix) => this.getFilePath(`${key}${suffix}`, 'APP_ROUTE'));
    if (data.kind === 'FETCH') return [this.getFilePath(key, 'FETCH')];
    return [];
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (!this.tagsFile) return;
    try {
      saveRevalidatedTags(this.tagsFile, tagsManifest);
    } catch (error) {
      // This process has the new times in memory either way; only a restart would forget them.
      console.error(`[cache] could not keep revalidated tags in ${this.tagsFile}: ${error.message}`);
    }
  }
}
