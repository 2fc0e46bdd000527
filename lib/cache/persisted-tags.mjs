// @ts-check
/**
 * Next keeps the times of `revalidateTag` in memory only (its tags manifest): after a restart, a
 * page or content entry written before a webhook looks fresh again, and a build on the same disk
 * bakes it into its prerendered pages. The file cache (./file-cache-handler.mjs) therefore keeps a
 * copy of those times in a file beside Next's own cache and loads it when a process starts.
 * The Redis cache keeps its tag times in Redis, shared by every instance, and needs none of this.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A tag time older than this can go: every entry written before it has expired by age anyway
 * (pages: next.config.mjs expireTime; content: lib/content REVALIDATE_SECONDS).
 */
export const KEEP_MS = 24 * 60 * 60 * 1000;

/** @typedef {{ stale?: number; expired?: number }} TagTimes */

/** @param {any} value @returns {value is TagTimes} */
function isTimes(value) {
  if (!value || typeof value !== 'object') return false;
  return ['stale', 'expired'].every((key) => value[key] === undefined || Number.isFinite(value[key]));
}

/**
 * Merges the file's tag times into `manifest` (a later time wins). A missing or damaged file is no
 * revalidation, never an error: the cache still works, as it did before this file existed.
 * @param {string} file
 * @param {Map<string, TagTimes>} manifest
 */
export function loadRevalidatedTags(file, manifest) {
  let saved;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return;
  for (const [tag, times] of Object.entries(saved)) {
    if (!isTimes(times)) continue;
    const current = manifest.get(tag) ?? {};
    manifest.set(tag, {
      ...current,
      ...(times.stale !== undefined && times.stale > (current.stale ?? -Infinity) ? { stale: times.stale } : {}),
      ...(times.expired !== undefined && times.expired > (current.expired ?? -Infinity) ? { expired: times.expired } : {}),
    });
  }
}

/**
 * Writes every tag time of `manifest` younger than KEEP_MS to `file`, whole (a temporary file
 * renamed over it, so a crash never leaves half a file).
 * @param {string} file
 * @param {Map<string, TagTimes>} manifest
 * @param {number} [now]
 */
export function saveRevalidatedTags(file, manifest, now = Date.now()) {
  const kept = Object.create(null);
  for (const [tag, times] of manifest) {
    if (Math.max(times.stale ?? -Infinity, times.expired ?? -Infinity) >= now - KEEP_MS) kept[tag] = times;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(kept));
  renameSync(temporary, file);
}
