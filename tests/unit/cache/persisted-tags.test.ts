/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEEP_MS, loadRevalidatedTags, saveRevalidatedTags, type TagTimes } from '@/lib/cache/persisted-tags.mjs';

function tempFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'hactl-tags-')), 'cache', 'revalidated-tags.json');
}

describe('revalidated tags kept on disk', () => {
  it('a restarted process sees the tag times of the one before', () => {
    const file = tempFile();
    const before = new Map<string, TagTimes>([['page:en:/news/important-notices', { stale: 1000, expired: 1000 }]]);
    saveRevalidatedTags(file, before, 2000);
    const after = new Map<string, TagTimes>();
    loadRevalidatedTags(file, after);
    expect(after.get('page:en:/news/important-notices')).toEqual({ stale: 1000, expired: 1000 });
  });

  it('a later time in memory wins over the file, and a later one in the file over memory', () => {
    const file = tempFile();
    saveRevalidatedTags(file, new Map([['a', { stale: 10, expired: 10 }], ['b', { stale: 30, expired: 30 }]]), 40);
    const manifest = new Map<string, TagTimes>([['a', { stale: 20, expired: 20 }], ['b', { stale: 5 }]]);
    loadRevalidatedTags(file, manifest);
    expect(manifest.get('a')).toEqual({ stale: 20, expired: 20 });
    expect(manifest.get('b')).toEqual({ stale: 30, expired: 30 });
  });

  it('forgets times older than a day: every entry written before them has expired by age', () => {
    const file = tempFile();
    const now = 10 * KEEP_MS;
    saveRevalidatedTags(file, new Map([['old', { stale: now - KEEP_MS - 1, expired: now - KEEP_MS - 1 }], ['recent', { expired: now - 1 }]]), now);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['recent']);
  });

  it('a missing or damaged file is no revalidation, never an error', () => {
    const manifest = new Map<string, TagTimes>();
    expect(() => loadRevalidatedTags(path.join(tmpdir(), 'no-such-dir', 'tags.json'), manifest)).not.toThrow();
    const file = tempFile();
    saveRevalidatedTags(file, new Map(), 0);
    for (const text of ['{not json', '[1,2]', 'null', '{"a":{"stale":"soon"},"b":7,"c":{"expired":5}}']) {
      writeFileSync(file, text);
      expect(() => loadRevalidatedTags(file, manifest)).not.toThrow();
    }
    expect([...manifest.keys()]).toEqual(['c']);
  });
});
