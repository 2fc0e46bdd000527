#!/usr/bin/env node
// The brand marks, drawn as SVG (scripts/images/brand.mjs): the logo in both colours, the notice
// pictogram, the favicon and the subsidiaries' logos. Same output on every run.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { logoSvg, appIconSvg, noticeIconSvg, subsidiary } from '../images/brand.mjs';
import { Ctx } from '../images/util.mjs';

const ROOT = process.cwd();
const IMG = path.join(ROOT, 'public', 'assets', 'images');
fs.writeFileSync(path.join(IMG, 'logo.svg'), logoSvg(false));
fs.writeFileSync(path.join(IMG, 'logo-white.svg'), logoSvg(true));
fs.writeFileSync(path.join(IMG, 'icon-notice.svg'), noticeIconSvg());
fs.writeFileSync(path.join(ROOT, 'app', 'icon.svg'), appIconSvg());
// Subsidiary logos: drawn at 400 x 200 and rasterised at twice that, so they stay sharp on
// high-density screens (the card shows them at up to 400 CSS pixels).
for (let i = 1; i <= 4; i++) {
  const ctx = new Ctx(`subsidiary-${i}`);
  const body = subsidiary(ctx, 400, 200, i);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;
  await sharp(Buffer.from(svg), { density: 144 }).resize(800, 400).webp({ quality: 90 }).toFile(path.join(IMG, `subsidiary-${i}.webp`));
}
console.log('brand: logo.svg, logo-white.svg, icon-notice.svg, app/icon.svg, subsidiary-1..4.webp');
