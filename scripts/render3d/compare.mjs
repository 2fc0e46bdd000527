// @ts-check
// Compares two pictures: the same bytes, or how far apart their pixels and their perceptual hashes
// are. Used by render.mjs --verify (is the library reproducible?) and by the content check's
// near-duplicate rule (tests/unit/content/image-use.ts).
import fs from 'node:fs';
import sharp from 'sharp';

/**
 * @typedef {object} Comparison
 * @property {boolean} identical the same bytes
 * @property {boolean} sameSize
 * @property {number} maxDiff largest difference of one channel of one pixel, 0-255, decoded to RGBA
 * @property {number} pixels pixels that differ at all
 * @property {number} hashBits difference-hash bits apart
 */

/**
 * A 64-bit difference hash: the picture at 9x8 in grey, one bit per brighter-than-its-neighbour.
 * @param {string | Buffer} input @returns {Promise<bigint>}
 */
export async function dHash(input) {
  const px = await sharp(input).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let h = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) h = (h << 1n) | (px[y * 9 + x] > px[y * 9 + x + 1] ? 1n : 0n);
  return h;
}

/** Bits apart. @param {bigint} a @param {bigint} b @returns {number} */
export function hamming(a, b) {
  let x = a ^ b;
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/**
 * Two encoded pictures (paths or buffers): identical bytes; else whether their sizes match, the
 * largest difference of one channel of one pixel (0-255) and how many pixels differ at all,
 * decoded to RGBA, and how many bits apart their difference hashes are.
 * @param {string | Buffer} a @param {string | Buffer} b @returns {Promise<Comparison>}
 */
export async function compareImages(a, b) {
  const [ba, bb] = await Promise.all([a, b].map((x) => (Buffer.isBuffer(x) ? x : fs.promises.readFile(x))));
  const [ha, hb] = await Promise.all([dHash(ba), dHash(bb)]);
  const hashBits = hamming(ha, hb);
  if (ba.equals(bb)) return { identical: true, sameSize: true, maxDiff: 0, pixels: 0, hashBits };
  const [ra, rb] = await Promise.all([ba, bb].map((x) => sharp(x).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) return { identical: false, sameSize: false, maxDiff: 255, pixels: Math.max(ra.info.width * ra.info.height, rb.info.width * rb.info.height), hashBits };
  let maxDiff = 0, pixels = 0;
  for (let i = 0; i < ra.data.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(ra.data[i + c] - rb.data[i + c]));
    if (d) pixels++;
    if (d > maxDiff) maxDiff = d;
  }
  return { identical: false, sameSize: true, maxDiff, pixels, hashBits };
}
