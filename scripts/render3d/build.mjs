#!/usr/bin/env node
/**
 * npm run images: the whole picture library, deterministically (seeded scenes, fixed sizes).
 *   1. scenes     render.mjs      every shot of shots.json -> public/assets/images/NAME.webp (+ -m.webp)
 *   2. words      typography.mjs  badges, certificates, Hactlink covers, per language
 *   3. films      video.mjs       public/assets/video/video-N.mp4 + captions in three languages
 * Pass --skip-video to leave the films alone (they take the longest).
 * Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and, for films, ffmpeg on the PATH.
 */
import { spawnSync } from 'node:child_process';

const steps = [['scripts/render3d/brand.mjs'], ['scripts/render3d/render.mjs'], ['scripts/render3d/typography.mjs']];
if (!process.argv.includes('--skip-video')) steps.push(['scripts/render3d/video.mjs']);
const t0 = Date.now();
for (const step of steps) {
  const run = spawnSync(process.execPath, step, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
console.log(`image library built in ${Math.round((Date.now() - t0) / 60000)} min`);
