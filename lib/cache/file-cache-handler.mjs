/**
 * The default page cache of one server: Next's own file-system ISR cache (build output in .next,
 * pages rendered later written beside it), plus the page policy step of ./page-policy.mjs, and the
 * webhook's tag times kept on disk across restarts and builds (./persisted-tags.mjs).
 */
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
// The one map Next's file cache reads tag times from (an "external" module: one instance per process).
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { withPagePolicy } from './page-policy.mjs';
import { loadRevalidatedTags, saveRevalidatedTags } from './persisted-tags.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
// Next makes a handler for every request: the file is read once per process.
const loadedFiles = new Set();

export default class FilePageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Beside Next's fetch cache (.next/cache), which `next build` keeps. Next also makes handlers
    // without a dist folder (from its bundled server code): those keep nothing.
    this.tagsFile = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..', 'cache', 'revalidated-tags.json') : null;
    if (this.tagsFile && !loadedFiles.has(this.tagsFile)) {
      loadedFiles.add(this.tagsFile);
      loadRevalidatedTags(this.tagsFile, tagsManifest);
    }
  }

  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPagePolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    withPagePolicy(data);
    return super.set(key, data, ctx);
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
