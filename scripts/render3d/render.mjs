#!/usr/bin/env node
/**
 * Renders the image library: every shot of scripts/render3d/shots.json (written by plan.mjs) in
 * the three.js scene kit, in headless Chromium with WebGL through SwiftShader, to
 * public/assets/images/NAME.webp at the size the pages declare (and NAME-m.webp, the phone's
 * picture of a page hero: the same composition, phone.mjs). Same input, same pixels: every scene is built from its shot's seed.
 *
 *   node scripts/render3d/render.mjs                 every shot
 *   node scripts/render3d/render.mjs --only=hero-home,home-4   some shots
 *   node scripts/render3d/render.mjs --missing       only shots whose file is not there yet
 *   node scripts/render3d/render.mjs --part=0/2      every second shot (run --part=1/2 alongside)
 *   node scripts/render3d/render.mjs --verify=6      reproducibility: re-renders 6 shots spread over
 *                                                    the library and one picture with words into a
 *                                                    temporary folder and compares them with the
 *                                                    committed files; exits 1 unless all are the
 *                                                    same bytes (it prints how far apart they are)
 *   node scripts/render3d/render.mjs --verify-film=video-2[,video-3]   the same for films: renders
 *                                                    them again and compares bytes, else decoded
 *                                                    frames, and captions (video.mjs verifyFilm)
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import os from 'node:os';
import { openKit } from './browser.mjs';
import { compareImages } from './compare.mjs';
import { grade } from './grade.mjs';
import { COVER_PICTURE } from './cover-pictures.mjs';
import { renderTypography } from './typography.mjs';
import { verifyFilm } from './video.mjs';
import { phoneCut, phoneSize } from './phone.mjs';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'public', 'assets', 'images');
const SHOTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'render3d', 'shots.json'), 'utf8'));
// Quality chosen by measurement: at 60 the renders' flat surfaces show no banding and the
// library stays within a few megabytes.
const WEBP = { quality: 60, effort: 5, smartSubsample: true };

/**
 * Renders one shot and encodes it as the library stores it: NAME.webp (or .jpg), and NAME-m.webp,
 * the phone's picture, for heroes: the part of the frame around the subject (the camera's aim, the
 * middle of the frame unless the shot moves it: mobileCentre across, mobileMiddle down, else the
 * bottom rows), rendered again on its own at the phone's width (phone.mjs), or cut from the render
 * when that is wide enough; never enlarged.
 */
async function save(kit, shot, dir) {
  const cut = shot.mobile && phoneCut(shot), size = shot.mobile && phoneSize(shot);
  const rendered = size?.scale > 1; // the phone's picture is rendered (from the same build of the scene), not cut
  const [frame, part] = await kit.renderViews(shot, shot.width, shot.height, rendered ? [null, { cut, out: size }] : [null]);
  const png = await grade(frame, shot.grade); // a shot's colour grade, if it has one (grade.mjs)
  const files = [];
  const file = path.join(dir, `${shot.name}.${shot.format ?? 'webp'}`);
  if (shot.format === 'jpg') await sharp(png).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  else await sharp(png).webp(WEBP).toFile(file);
  files.push(file);
  if (shot.mobile) {
    const m = path.join(dir, `${shot.name}-m.webp`);
    const phone = rendered ? sharp(await grade(part, shot.grade)) : sharp(png).extract(cut);
    await phone.webp(WEBP).toFile(m);
    files.push(m);
  }
  return files;
}

/** n shots spread evenly over the list (the first, the last and between), heroes and cards alike. */
export function sample(shots, n) {
  if (n >= shots.length) return [...shots];
  return Array.from({ length: n }, (_, i) => shots[Math.round((i * (shots.length - 1)) / Math.max(1, n - 1))]);
}

async function verify(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render3d-verify-'));
  const shots = sample(SHOTS, n);
  const kit = await openKit();
  const files = [];
  try {
    for (const shot of shots) files.push(...(await save(kit, shot, dir)));
  } finally {
    await kit.close();
  }
  // and one picture with words, set again from its page's facts
  await renderTypography(['award'], { out: dir, save: false, langs: ['zh-hk'], first: 1 });
  files.push(path.join(dir, 'award-1.zh-hk.webp'));
  let same = 0;
  for (const file of files) {
    const committed = path.join(OUT, path.basename(file));
    const c = await compareImages(file, committed);
    if (c.identical) same++;
    console.log(`${c.identical ? 'identical' : 'DIFFERENT'}  ${path.basename(file).padEnd(58)} ${c.identical ? '' : `size ${c.sameSize ? 'same' : 'differs'}, max pixel difference ${c.maxDiff}/255 over ${c.pixels} pixels, `}dHash ${c.hashBits} bits apart`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`${same} of ${files.length} files byte-identical to the committed library`);
  return same === files.length;
}

const verifyN = Number(process.argv.find((a) => a.startsWith('--verify='))?.slice(9) ?? 0);
if (verifyN) process.exit((await verify(verifyN)) ? 0 : 1);
const films = process.argv.find((a) => a.startsWith('--verify-film='))?.slice(14).split(',');
if (films) {
  let same = 0;
  for (const name of films) if (await verifyFilm(name)) same++;
  console.log(`${same} of ${films.length} films the same as the committed ones`);
  process.exit(same === films.length ? 0 : 1);
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const missing = process.argv.includes('--missing');
// --part=i/n renders every n-th shot from the i-th: n processes share the work on a busy machine.
const [part, parts] = (process.argv.find((a) => a.startsWith('--part='))?.slice(7) ?? '0/1').split('/').map(Number);
const todo = [...SHOTS].sort((a, b) => Number(!!b.mobile) - Number(!!a.mobile)).filter((s) => (!only || only.includes(s.name)) && (!missing || !fs.existsSync(path.join(OUT, `${s.name}.${s.format ?? 'webp'}`)) || (s.mobile && !fs.existsSync(path.join(OUT, `${s.name}-m.webp`))))).filter((_, i) => i % parts === part);

const started = Date.now();
const kit = await openKit();
let n = 0;
try {
  for (const shot of todo) {
    const t = Date.now();
    await save(kit, shot, OUT);
    n++;
    console.log(`${String(n).padStart(3)}/${todo.length} ${shot.name} (${shot.scene}/${shot.view}) ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
} finally {
  await kit.close();
}
console.log(`rendered ${n} shots in ${Math.round((Date.now() - started) / 1000)} s`);

// A Hactlink cover carries its story's picture (cover-pictures.mjs), copied in when the covers are
// set: after re-rendering such a shot on its own, set them again (a whole run, build.mjs, sets them
// after the shots anyway). With --part it says what to run once every part has finished.
const coverShots = todo.filter((s) => COVER_PICTURE.includes(s.name)).map((s) => s.name);
if ((only || missing) && coverShots.length) {
  if (parts > 1) console.log(`Hactlink covers carry ${coverShots.join(', ')}: once every part has finished, run node scripts/render3d/typography.mjs --only=newsletter`);
  else console.log(`set ${await renderTypography(['newsletter'])} Hactlink covers again (they carry ${coverShots.join(', ')})`);
}
