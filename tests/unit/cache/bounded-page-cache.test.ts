/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskIndex, entrySize, isTransient, withTransientPages } from '@/lib/cache/bounded-page-cache.mjs';
import { cacheBoundsFromEnv } from '@/lib/cache/cache-bounds.mjs';

const page = (html: string, status = 200) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), status, headers: {} });

class Recording {
  stored = new Map<string, unknown>();
  async get(key: string, ..._rest: unknown[]) {
    return this.stored.get(key) ?? null;
  }
  async set(key: string, data: unknown, _ctx?: unknown) {
    this.stored.set(key, data);
  }
  async revalidateTag() {}
}

describe('what never leaves memory', () => {
  it('is every not-found or redirect answer, and search pages where asked', () => {
    expect(isTransient('/en/media/news/no-such-id', page('<p>404</p>', 404), { searchInMemory: false })).toBe(true);
    expect(isTransient('/assets/missing.png', page('<p>404</p>', 404), { searchInMemory: true })).toBe(true);
    expect(isTransient('/en/search/cargo', page('<p>results</p>'), { searchInMemory: true })).toBe(true);
    expect(isTransient('/en/search/cargo', page('<p>results</p>'), { searchInMemory: false })).toBe(false);
    expect(isTransient('/en/about-us', page('<p>about</p>'), { searchInMemory: true })).toBe(false);
    expect(isTransient('/api/x', { kind: 'APP_ROUTE', status: 404 }, { searchInMemory: true })).toBe(false);
  });

  it('keeps them in a bounded memory cache, never in the base cache', async () => {
    const Bounded = withTransientPages(Recording, { bytes: 1_000_000, entries: 3, searchInMemory: true });
    const cache = new Bounded();
    for (let i = 0; i < 10; i += 1) await cache.set(`/en/search/keyword-${i}`, page(`<p>${i}</p>`), {});
    await cache.set('/en/news/unknown', page('<p>404</p>', 404), {});
    await cache.set('/en/about-us', page('<p>about</p>'), {});
    expect([...cache.stored.keys()]).toEqual(['/en/about-us']);
    expect(Bounded.transient?.size).toBe(3);
    expect(await cache.get('/en/news/unknown')).toMatchObject({ value: { status: 404 } });
    expect(await cache.get('/en/search/keyword-0')).toBeNull();
    await cache.revalidateTag();
    expect(Bounded.transient?.size).toBe(0);
  });

  it('keeps nothing when the operator sets 0', async () => {
    const Bounded = withTransientPages(Recording, { bytes: 0, entries: 0, searchInMemory: true });
    const cache = new Bounded();
    await cache.set('/en/search/x', page('<p>x</p>'), {});
    expect(await cache.get('/en/search/x')).toBeNull();
    expect(cache.stored.size).toBe(0);
  });
});

describe('the disk index', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hactl-disk-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function written(name: string, size: number) {
    const file = path.join(dir, name);
    writeFileSync(file, 'x'.repeat(size));
    return { size, files: [file] };
  }

  it('deletes the files of the least recently used entry past the entry bound', () => {
    const index = createDiskIndex({ bytes: 1_000_000, entries: 2 });
    index.set('a', written('a.html', 10));
    index.set('b', written('b.html', 10));
    index.get('a');
    index.set('c', written('c.html', 10));
    expect(existsSync(path.join(dir, 'b.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'a.html'))).toBe(true);
    expect(existsSync(path.join(dir, 'c.html'))).toBe(true);
  });

  it('deletes past the size bound, and keeps the files of an entry that is written again', () => {
    const index = createDiskIndex({ bytes: 250, entries: 100 });
    index.set('a', written('a.html', 100));
    index.set('a', written('a.html', 100));
    expect(existsSync(path.join(dir, 'a.html'))).toBe(true);
    index.set('b', written('b.html', 100));
    index.set('c', written('c.html', 100));
    expect(existsSync(path.join(dir, 'a.html'))).toBe(false);
    expect(index.calculatedSize).toBeLessThanOrEqual(250);
  });
});

describe('bounds from the environment', () => {
  it('has defaults and refuses malformed values by name', () => {
    expect(cacheBoundsFromEnv({})).toMatchObject({ pageCacheBytes: 256 * 1024 * 1024, pageCacheEntries: 2000, transientCacheEntries: 200, imageCacheBytes: 256 * 1024 * 1024 });
    expect(cacheBoundsFromEnv({ PAGE_CACHE_MB: '10' }).pageCacheBytes).toBe(10 * 1024 * 1024);
    expect(() => cacheBoundsFromEnv({ PAGE_CACHE_ENTRIES: 'many' })).toThrow(/PAGE_CACHE_ENTRIES/);
  });

  it('sizes an entry by its bodies', () => {
    expect(entrySize(page('x'.repeat(1000)))).toBeGreaterThan(1000);
  });
});
