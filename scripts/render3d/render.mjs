#!/usr/bin/env node
/**
 * Renders the image library: every shot of scripts/render3d/shots.json (written by plan.mjs) in
 * the three.js scene kit, in headless Chromium with WebGL through SwiftShader, to
 * public/assets/images/NAME.webp at the size the pages declare (and NAME-m.webp, the phone
 * crop, for page heroes, cut from the same render). Same input, same pixels: every scene is built from its shot's seed.
 *
 *   node scripts/render3d/render.mjs                 every shot
 *   node scripts/render3d/render.mjs --only=hero-home,home-4   some shots
 *   node scripts/render3d/render.mjs --missing       only shots whose file is not there yet
 *   node scripts/render3d/render.mjs --part=0/2      every second shot (run --part=1/2 alongside)
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openKit } from './browser.mjs';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'public', 'assets', 'images');
const SHOTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'render3d', 'shots.json'), 'utf8'));
// Quality chosen by measurement: at 60 the renders' flat surfaces show no banding and the
// library stays within a few megabytes.
const WEBP = { quality: 60, effort: 5, smartSubsample: true };

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
    const png = await kit.render(shot, shot.width, shot.height);
    if (shot.format === 'jpg') await sharp(png).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(OUT, `${shot.name}.jpg`));
    else await sharp(png).webp(WEBP).toFile(path.join(OUT, `${shot.name}.webp`));
    if (shot.mobile) {
      // The phone's portrait frame is cut from the same render around the subject (the camera's
      // aim, the middle of the frame unless the shot moves it): same pixels, never enlarged.
      const { width: w, height: h } = shot.mobile;
      const left = Math.round(Math.min(shot.width - w, Math.max(0, shot.width * (shot.mobileCentre ?? 0.5) - w / 2)));
      await sharp(png).extract({ left, top: shot.height - h, width: w, height: h }).webp(WEBP).toFile(path.join(OUT, `${shot.name}-m.webp`));
    }
    n++;
    console.log(`${String(n).padStart(3)}/${todo.length} ${shot.name} (${shot.scene}/${shot.view}) ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
} finally {
  await kit.close();
}
console.log(`rendered ${n} shots in ${Math.round((Date.now() - started) / 1000)} s`);
