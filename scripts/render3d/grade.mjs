/**
 * A shot's `grade` (round 14): the colour of an old print, applied to the rendered PNG before it
 * is encoded (render.mjs save), so the phone crop and a verifying render get it too. Sharp only,
 * nothing random, the same bytes every time.
 *
 *   archive   a faded sepia print: the colours turned to sepia, the blacks lifted and the whites
 *             dulled, a little softness and a darker edge (the About Us Milestones card, Kai Tak in 1976)
 */
import sharp from 'sharp';

const SEPIA = [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]];

export async function grade(png, kind) {
  if (!kind) return png;
  if (kind !== 'archive') throw new Error(`no grade ${kind}`);
  const { width, height } = await sharp(png).metadata();
  const edge = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="50%" r="75%"><stop offset="35%" stop-color="#1c1208" stop-opacity="0"/><stop offset="100%" stop-color="#1c1208" stop-opacity="0.42"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#v)"/></svg>`);
  const toned = await sharp(png).removeAlpha().recomb(SEPIA).linear(0.8, 28).blur(0.7).png().toBuffer();
  return sharp(toned).composite([{ input: edge }]).png().toBuffer();
}
