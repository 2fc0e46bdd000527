// @ts-check
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Empties Next's cache of optimized images (`.next/cache/images`) at the end of a build. Its entries
 * are keyed by the picture's URL, not its bytes, and live for Next's `minimumCacheTTL` (4 hours):
 * a picture replaced under the same name (`npm run images`, an editor's photograph over a render)
 * kept being served in its old sizes after a build and restart. `next build` keeps `.next/cache`
 * between builds, so the build is where it goes; each picture is optimized again on its first
 * request (docs/operations.md).
 * @param {string} distDir the build's `.next`
 * @returns {boolean} whether there was a cache to empty
 */
export function emptyImageCache(distDir) {
  const dir = path.join(distDir, 'cache', 'images');
  const existed = existsSync(dir);
  rmSync(dir, { recursive: true, force: true });
  return existed;
}
