/**
 * @jest-environment node
 *
 * What the two page caches rely on in Next's private modules (docs/architecture.md, "Private Next
 * internals"). Next does not promise these between versions; when an upgrade changes one, this
 * test says which and where, before a page cache fails silently in production.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js';
const TAGS_MANIFEST = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
const USERS = 'lib/cache/file-cache-handler.mjs and lib/cache/redis-cache-handler.mjs';

/** Fails with the internal, what changed and who relies on it, not with a bare expect diff. */
function mustHold(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Next's private ${what} changed; ${USERS} rely on it (docs/architecture.md, "Private Next internals").`);
}

const dist = mkdtempSync(path.join(tmpdir(), 'hactl-next-internals-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

type FileSystemCacheLike = {
  get(key: string, ctx: object): Promise<{ value?: { html?: unknown } } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  getFilePath(name: string, kind: string): string;
};

async function load() {
  const fsc = (await import(FILE_SYSTEM_CACHE)) as { default?: unknown };
  const FileSystemCache = (fsc.default ?? fsc) as new (ctx: object) => FileSystemCacheLike;
  const { tagsManifest } = (await import(TAGS_MANIFEST)) as { tagsManifest?: unknown };
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods');
  return { FileSystemCache, tagsManifest, nodeFs };
}

it('FileSystemCache is a class with get, set, revalidateTag and getFilePath, as the handlers subclass and call it', async () => {
  const { FileSystemCache } = await load();
  mustHold(typeof FileSystemCache === 'function', `${FILE_SYSTEM_CACHE} default export (a class)`);
  for (const method of ['get', 'set', 'revalidateTag', 'getFilePath'] as const) {
    mustHold(typeof (FileSystemCache.prototype as Record<string, unknown>)[method] === 'function', `FileSystemCache.prototype.${method}`);
  }
});

it('a page is written as <serverDistDir>/app/<key>.html, .rsc and .meta, the files the bounded cache deletes', async () => {
  const { FileSystemCache, nodeFs } = await load();
  const serverDistDir = path.join(dist, 'server');
  const cache = new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} });
  const page = { kind: 'APP_PAGE', html: '<p>x</p>', rscData: Buffer.from('rsc'), status: 200, headers: {}, postponed: undefined, segmentData: undefined };
  await cache.set('/en/probe', page, { cacheControl: { revalidate: 3600, expire: 86400 }, isRoutePPREnabled: false, isFallback: false });
  for (const suffix of ['.html', '.rsc', '.meta']) {
    const file = cache.getFilePath(`/en/probe${suffix}`, 'APP_PAGE');
    mustHold(file === path.join(serverDistDir, 'app', 'en', `probe${suffix}`), `file layout of the page cache (getFilePath gave ${file})`);
    mustHold(existsSync(file), `page cache write of ${suffix} files`);
  }
});

it('revalidateTag records its times in the one tagsManifest map that the file cache persists', async () => {
  const { FileSystemCache, tagsManifest, nodeFs } = await load();
  mustHold(tagsManifest instanceof Map, `${TAGS_MANIFEST} export tagsManifest (a Map)`);
  const cache = new FileSystemCache({ fs: nodeFs, serverDistDir: path.join(dist, 'server'), flushToDisk: false, dev: false, revalidatedTags: [], _requestHeaders: {} });
  const before = Date.now();
  await cache.revalidateTag(['probe-tag'], { expire: 0 });
  const times = (tagsManifest as Map<string, { stale?: number; expired?: number }>).get('probe-tag');
  mustHold(typeof times?.stale === 'number' && times.stale >= before && typeof times.expired === 'number', 'tag times in tagsManifest ({ stale, expired } in ms)');
});
