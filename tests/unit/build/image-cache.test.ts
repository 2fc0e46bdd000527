import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyImageCache } from '@/lib/build/image-cache.mjs';

describe('emptyImageCache', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('removes the optimized pictures of an earlier build and nothing else of the cache', () => {
    const entry = path.join(dist, 'cache', 'images', 'key', '14400.1.etag.webp');
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, 'old pixels');
    fs.mkdirSync(path.join(dist, 'cache', 'fetch-cache'));
    expect(emptyImageCache(dist)).toBe(true);
    expect(fs.existsSync(path.join(dist, 'cache', 'images'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'cache', 'fetch-cache'))).toBe(true);
  });

  it('is quiet on a first build', () => {
    expect(emptyImageCache(dist)).toBe(false);
  });
});
