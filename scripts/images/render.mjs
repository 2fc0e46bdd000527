// Turns a logical-space drawing into a sized SVG document and encodes it with sharp.
import sharp from 'sharp';
import { Ctx, f } from './util.mjs';

/**
 * Build an SVG of W x H pixels from a scene drawn in the nominal 1200x800 space.
 * The scene is scaled to the output height and centred on focusX (clamped to the drawn area).
 */
export function sceneSvg(seed, W, H, draw, o = {}) {
  const ctx = new Ctx(seed);
  const body = draw(ctx, o);
  const s = H / 800;
  const vis = W / s;
  let left = (o.focusX ?? 600) - vis / 2;
  left = Math.max(-650, Math.min(left, 1850 - vis));
  const overlay = o.overlay ? o.overlay(ctx, W, H) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs><g transform="scale(${f(s)}) translate(${f(-left)} 0)">${body}</g>${overlay}</svg>`;
}

/** A drawing that already works in pixel space (badges, portraits, covers). */
export function plainSvg(seed, W, H, draw, o = {}) {
  const ctx = new Ctx(seed);
  const body = draw(ctx, W, H, o);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;
}

export async function writeWebp(svg, file, quality = 72) {
  await sharp(Buffer.from(svg)).webp({ quality, effort: 4, smartSubsample: true }).toFile(file);
}
export async function writeJpeg(svg, file, quality = 80) {
  await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, progressive: true }).toFile(file);
}
export async function writePng(svg, file) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
}
