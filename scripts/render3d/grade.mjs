/**
 * A shot's `grade` (round 14): the colour of an old print, applied to the rendered PNG before it
 * is encoded (render.mjs save), so the phone crop and a verifying render get it too. Sharp only,
 * nothing random, the same bytes every time.
 *
 *   archive   a faded sepia print: the colours turned to sepia, the blacks lifted and the whites
 *             dulled, a little softness and a darker edge (the About Us Milestones card, Kai Tak in 1976)
 *   rain      (round 18) driving rain as a camera sees it: fine pale streaks on a slant over the
 *             whole frame, longer and brighter ones nearer, a little veil. Rain drawn in the scene
 *             (apron opts.storm) was a few thin rods at the camera's distance, "poles, not rain" to
 *             a reviewer; the streaks come from a fixed generator, so the same every time, and are
 *             set per pixel of the picture, so a phone picture (rendered on its own) gets its own.
 */
import sharp from 'sharp';
import { lcgOf } from './lcg.mjs';

const SEPIA = [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]];

function rain(width, height) {
  const rand = lcgOf(1808);
  const scale = width / 1200, n = Math.round((width * height) / 900), lines = [];
  for (let i = 0; i < n; i++) {
    const near = rand() ** 3; // most streaks far and faint, a few near, long and bright
    const len = (14 + near * 70) * scale, x = rand() * (width + 200) - 100, y = rand() * (height + 100) - 100;
    lines.push(`<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x - len * 0.22).toFixed(1)}" y2="${(y + len).toFixed(1)}" stroke-width="${((0.7 + near * 1.6) * scale).toFixed(2)}" stroke-opacity="${(0.12 + near * 0.3).toFixed(2)}"/>`);
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#c9d2da" fill-opacity="0.08"/><g stroke="#eef3f7" stroke-linecap="round">${lines.join('')}</g></svg>`);
}

export async function grade(png, kind) {
  if (!kind) return png;
  const { width, height } = await sharp(png).metadata();
  if (kind === 'rain') return sharp(png).composite([{ input: rain(width, height) }]).png().toBuffer();
  if (kind !== 'archive') throw new Error(`no grade ${kind}`);
  const edge = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="50%" r="75%"><stop offset="35%" stop-color="#1c1208" stop-opacity="0"/><stop offset="100%" stop-color="#1c1208" stop-opacity="0.42"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#v)"/></svg>`);
  const toned = await sharp(png).removeAlpha().recomb(SEPIA).linear(0.8, 28).blur(0.7).png().toBuffer();
  return sharp(toned).composite([{ input: edge }]).png().toBuffer();
}
