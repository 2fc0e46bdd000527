/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import {
  RedisPageCacheCore,
  RedisStore,
  deserializeEntry,
  serializeEntry,
  tagVerdict,
  tagsOf,
  ttlSeconds,
  type EntryStore,
  type TagTimes,
} from '@/lib/cache/redis-cache-handler.mjs';
import type { RedisCommands } from '@/lib/cache/redis-connection.mjs';

/** An in-memory Redis for the cache logic: entries and the two tag hashes, with a failure switch. */
class FakeStore implements EntryStore {
  entries = new Map<string, { text: string; ttl: number }>();
  stale = new Map<string, number>();
  expired = new Map<string, number>();
  down = false;
  calls: string[] = [];
  private readyListeners: (() => void)[] = [];

  private check(name: string) {
    this.calls.push(name);
    if (this.down) return Promise.reject(new Error('ECONNREFUSED'));
    return Promise.resolve();
  }

  async getEntry(key: string) {
    await this.check('getEntry');
    return this.entries.get(key)?.text ?? null;
  }

  async setEntry(key: string, text: string, ttl: number) {
    await this.check('setEntry');
    this.entries.set(key, { text, ttl });
  }

  async getTagTimes(tags: string[]): Promise<TagTimes> {
    await this.check('getTagTimes');
    return { stale: tags.map((t) => this.stale.get(t) ?? null), expired: tags.map((t) => this.expired.get(t) ?? null) };
  }

  async setTagTimes(tags: string[], times: { stale?: number; expired?: number }) {
    await this.check('setTagTimes');
    for (const tag of tags) {
      if (times.stale !== undefined) this.stale.set(tag, times.stale);
      if (times.expired !== undefined) this.expired.set(tag, times.expired);
    }
  }

  onReady(listener: () => void) {
    this.readyListeners.push(listener);
  }

  reconnect() {
    this.down = false;
    for (const listener of this.readyListeners) listener();
  }
}

const PAGE_KEY = '/route-cache/APP_PAGE/abc/$/en/search/cargo';
const INLINE = 'self.__next_f.push([1,"hello"])';
const TAGS = '_N_T_/layout,_N_T_/en/search/cargo,config:en,page:en:/search/getSearchResult/cargo';

function page(html = `<html><body><p>Cargo</p><script>${INLINE}</script></body></html>`) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('0:{"a":1}\n'),
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
    headers: { 'x-next-cache-tags': TAGS } as Record<string, string>,
    status: 200,
    postponed: undefined,
  };
}

const PAGE_CTX = { cacheControl: { revalidate: 3600, expire: 86400 }, isRoutePPREnabled: false, isFallback: false };
const GET_PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

/** Two instances of the site: one shared store, each its own clock-free manifest and logger. */
function cluster(options: { seed?: { get: jest.Mock } } = {}) {
  const store = new FakeStore();
  let time = 1_000_000;
  const now = () => time;
  const log = { error: jest.fn() };
  const make = () => new RedisPageCacheCore({ store, keyPrefix: 'hactl:build1:', now, manifest: new Map(), log, seed: options.seed ?? null });
  return { store, a: make(), b: make(), log, tick: (ms: number) => (time += ms), now };
}

describe('entry serialization', () => {
  it('keeps Buffers, Maps of Buffers and plain values through JSON', () => {
    const entry = { value: page(), lastModified: 123, cacheControl: { revalidate: 3600, expire: 86400 } };
    const back = deserializeEntry(serializeEntry(entry));
    expect(Buffer.isBuffer(back.value!.rscData)).toBe(true);
    expect(back.value!.rscData!.toString()).toBe('0:{"a":1}\n');
    expect(back.value!.segmentData).toBeInstanceOf(Map);
    expect([...back.value!.segmentData!.get('/_tree')!]).toEqual([0, 1, 2, 255]);
    expect(back.value!.html).toBe(entry.value.html);
    expect(back.lastModified).toBe(123);
    expect(back.cacheControl).toEqual({ revalidate: 3600, expire: 86400 });
  });

  it('leaves content data that looks like JSON of a Buffer alone', () => {
    const entry = { value: { kind: 'FETCH', data: { type: 'Buffer', data: [1, 2] }, revalidate: 60 }, lastModified: 1 };
    expect(deserializeEntry(serializeEntry(entry))).toEqual(entry);
  });
});

describe('tags and verdicts', () => {
  it("reads a page's tags from its header, and a content answer's own, asked and implicit tags", () => {
    expect(tagsOf({ value: page() })).toEqual(TAGS.split(','));
    const fetched = { value: { kind: 'FETCH', data: {}, tags: ['page:en:/x'] } };
    expect(tagsOf(fetched, { tags: ['page:en:/x', 'content:en'], softTags: ['_N_T_/en/x'] })).toEqual(['page:en:/x', 'content:en', '_N_T_/en/x']);
    expect(tagsOf({ value: { kind: 'APP_PAGE', html: '', headers: {} } })).toEqual([]);
  });

  it('follows Next: expired once a tag expired after the entry was written, stale when marked stale after it', () => {
    const none = { stale: [null], expired: [null] };
    expect(tagVerdict(none, 100, 200)).toBe('fresh');
    expect(tagVerdict({ stale: [null], expired: [150] }, 100, 200)).toBe('expired');
    expect(tagVerdict({ stale: [null], expired: [50] }, 100, 200)).toBe('fresh'); // expired before it was written
    expect(tagVerdict({ stale: [null], expired: [300] }, 100, 200)).toBe('fresh'); // expires later
    expect(tagVerdict({ stale: [150], expired: [300] }, 100, 200)).toBe('stale');
    expect(tagVerdict({ stale: [null, 150], expired: [null, 160] }, 100, 200)).toBe('expired');
  });

  it('keeps pages as long as their expire time, content answers a week, within bounds', () => {
    expect(ttlSeconds({ value: page(), cacheControl: { revalidate: 3600, expire: 86400 } })).toBe(86400);
    expect(ttlSeconds({ value: page(), cacheControl: { revalidate: 10 } })).toBe(240);
    expect(ttlSeconds({ value: page(), cacheControl: { revalidate: 1, expire: 2 } })).toBe(60);
    expect(ttlSeconds({ value: page() })).toBe(14 * 86400);
    expect(ttlSeconds({ value: { kind: 'FETCH', data: {}, revalidate: 3600 } })).toBe(7 * 86400);
  });
});

describe('RedisPageCacheCore', () => {
  it('serves a page rendered by one instance to another, with its Content-Security-Policy', async () => {
    const { store, a, b } = cluster();
    await a.set(PAGE_KEY, page(), PAGE_CTX);
    expect([...store.entries.keys()]).toEqual([`hactl:build1:${PAGE_KEY}`]);
    expect(store.entries.get(`hactl:build1:${PAGE_KEY}`)!.ttl).toBe(86400);

    const hit = await b.get(PAGE_KEY, GET_PAGE);
    expect(hit!.value!.html).toContain('<p>Cargo</p>');
    expect(hit!.value!.rscData!.toString()).toBe('0:{"a":1}\n');
    expect(hit!.cacheControl).toEqual(PAGE_CTX.cacheControl);
    const policy: string = hit!.value!.headers!['content-security-policy'];
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`);
  });

  it('adds the policy to the rendered value before the first await (Next sends that object on a miss)', () => {
    const { a } = cluster();
    const value = page();
    const pending = a.set(PAGE_KEY, value, PAGE_CTX);
    expect(value.headers['content-security-policy']).toContain("'sha256-");
    return pending;
  });

  it('a revalidation on one instance expires the page on the other; a page rendered afterwards is fresh', async () => {
    const { a, b, tick, store } = cluster();
    await a.set(PAGE_KEY, page(), PAGE_CTX);
    tick(1000);
    await a.revalidateTag(['page:en:/search/getSearchResult/cargo'], { expire: 0 });
    expect(store.expired.get('page:en:/search/getSearchResult/cargo')).toBe(1_001_000);
    expect(await b.get(PAGE_KEY, GET_PAGE)).toBeNull();
    expect(await a.get(PAGE_KEY, GET_PAGE)).toBeNull();

    tick(1);
    await b.set(PAGE_KEY, page('<p>Fresh</p>'), PAGE_CTX);
    expect((await a.get(PAGE_KEY, GET_PAGE))!.value!.html).toBe('<p>Fresh</p>');
  });

  it('an untagged revalidation (no profile) expires at once; a later expiry only marks the page stale', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>();
    const store = new FakeStore();
    let time = 5000;
    const core = new RedisPageCacheCore({ store, keyPrefix: 'p:', now: () => time, manifest, log: { error: jest.fn() } });
    await core.set(PAGE_KEY, page(), PAGE_CTX);
    time += 10;
    await core.revalidateTag('config:en', { expire: 3600 });
    expect(store.stale.get('config:en')).toBe(5010);
    expect(store.expired.get('config:en')).toBe(5010 + 3_600_000);
    // Stale: still served (Next re-renders in the background: its manifest now says stale).
    expect(await core.get(PAGE_KEY, GET_PAGE)).not.toBeNull();
    expect(manifest.get('config:en')).toEqual({ stale: 5010, expired: 5010 + 3_600_000 });

    time += 10;
    await core.revalidateTag('content:en');
    expect(store.expired.get('content:en')).toBe(5020);
    await core.set('/other', { ...page(), headers: { 'x-next-cache-tags': 'content:en' } }, PAGE_CTX);
    expect(await core.get('/other', GET_PAGE)).not.toBeNull(); // written after the revalidation
  });

  it("content answers (unstable_cache) are shared and checked against their tags and the page's implicit tags", async () => {
    const { a, b, tick } = cluster();
    const data = { kind: 'FETCH', data: { headers: {}, body: '{"x":1}', status: 200 }, revalidate: 3600 };
    await a.set('fetch-hash-1', data, { fetchCache: true, tags: ['page:en:/aboutUs/landing', 'content:en'] });
    const ctx = { kind: 'FETCH', tags: ['page:en:/aboutUs/landing', 'content:en'], softTags: ['_N_T_/en/about-us'] };
    const hit = await b.get('fetch-hash-1', ctx);
    expect((hit!.value!.data as { body: string }).body).toBe('{"x":1}');
    expect(hit!.value!.tags).toEqual(['page:en:/aboutUs/landing', 'content:en']);
    tick(5);
    await a.revalidateTag('_N_T_/en/about-us', { expire: 0 });
    expect(await b.get('fetch-hash-1', ctx)).toBeNull();
  });

  it('falls back to the build output for a key Redis does not have, with the same tag check and policy', async () => {
    const seedEntry = () => ({ lastModified: 500, value: page(), cacheControl: { revalidate: 3600, expire: 86400 } });
    const seed = { get: jest.fn(async () => seedEntry()) };
    const { a, b, tick } = cluster({ seed });
    const hit = await b.get(PAGE_KEY, GET_PAGE);
    expect(seed.get).toHaveBeenCalledWith(PAGE_KEY, GET_PAGE);
    expect(hit!.value!.headers!['content-security-policy']).toContain("'sha256-");

    // Content answers never come from the build output.
    expect(await b.get('fetch-hash', { kind: 'FETCH', tags: [] })).toBeNull();
    expect(seed.get).toHaveBeenCalledTimes(1);

    tick(1);
    await a.revalidateTag('config:en', { expire: 0 });
    expect(await b.get(PAGE_KEY, GET_PAGE)).toBeNull();
  });

  it('Redis away: a miss instead of an error, writes dropped, and nothing thrown', async () => {
    const { store, a, b } = cluster();
    await a.set(PAGE_KEY, page(), PAGE_CTX);
    store.down = true;
    await expect(b.get(PAGE_KEY, GET_PAGE)).resolves.toBeNull();
    await expect(b.set('/x', page(), PAGE_CTX)).resolves.toBeUndefined();
    expect(store.entries.has('hactl:build1:/x')).toBe(false);
  });

  it('an entry whose tag times cannot be read is not trusted', async () => {
    const { store, a, b } = cluster();
    await a.set(PAGE_KEY, page(), PAGE_CTX);
    const getTagTimes = jest.spyOn(store, 'getTagTimes').mockRejectedValueOnce(new Error('timeout'));
    expect(await b.get(PAGE_KEY, GET_PAGE)).toBeNull();
    expect(getTagTimes).toHaveBeenCalled();
    expect(await b.get(PAGE_KEY, GET_PAGE)).not.toBeNull();
  });

  it('a revalidation Redis missed counts on this instance at once and reaches the others when Redis is back', async () => {
    const { store, a, b, log, tick } = cluster();
    await a.set(PAGE_KEY, page(), PAGE_CTX);
    tick(1);
    store.down = true;
    await expect(a.revalidateTag('config:en', { expire: 0 })).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('could not share the revalidation of config:en'));
    store.down = false;
    // Instance a knows (its own manifest), b does not yet.
    expect(await a.get(PAGE_KEY, GET_PAGE)).toBeNull();
    expect(await b.get(PAGE_KEY, GET_PAGE)).not.toBeNull();

    store.down = true;
    store.reconnect();
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.expired.get('config:en')).toBe(1_000_001);
    expect(await b.get(PAGE_KEY, GET_PAGE)).toBeNull();
  });
});

describe('RedisStore', () => {
  it('speaks to Redis with prefixed tag hashes and a TTL on entries', async () => {
    const client = {
      get: jest.fn(async () => 'text'),
      set: jest.fn(async () => 'OK'),
      hmGet: jest.fn(async (key: string) => (key.endsWith('stale') ? [null, '5'] : ['7', null])),
      hSet: jest.fn(async () => 1),
    };
    const connection = { run: <T>(operation: (c: RedisCommands) => Promise<T>) => operation(client as unknown as RedisCommands), onReady: jest.fn() };
    const store = new RedisStore(connection, 'site:');
    expect(await store.getEntry('k')).toBe('text');
    await store.setEntry('k', 'v', 60);
    expect(client.set).toHaveBeenCalledWith('k', 'v', { EX: 60 });
    expect(await store.getTagTimes(['a', 'b'])).toEqual({ stale: [null, 5], expired: [7, null] });
    expect(client.hmGet).toHaveBeenCalledWith('site:tags:stale', ['a', 'b']);
    await store.setTagTimes(['a'], { expired: 9 });
    expect(client.hSet).toHaveBeenCalledTimes(1);
    expect(client.hSet).toHaveBeenCalledWith('site:tags:expired', { a: '9' });
  });
});
