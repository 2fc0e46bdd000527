/**
 * The default page cache of one server: Next's own file-system ISR cache (build output in .next,
 * pages rendered later written beside it), plus the page policy step of ./page-policy.mjs.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withPagePolicy } from './page-policy.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

export default class FilePageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPagePolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    withPagePolicy(data);
    return super.set(key, data, ctx);
  }
}
