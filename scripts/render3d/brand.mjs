#!/usr/bin/env node
// The brand marks, drawn as SVG (scripts/images/brand.mjs): the logo in both colours, the notice
// pictogram and the favicon. Same output on every run.
import fs from 'node:fs';
import path from 'node:path';
import { logoSvg, appIconSvg, noticeIconSvg } from '../images/brand.mjs';

const ROOT = process.cwd();
const IMG = path.join(ROOT, 'public', 'assets', 'images');
fs.writeFileSync(path.join(IMG, 'logo.svg'), logoSvg(false));
fs.writeFileSync(path.join(IMG, 'logo-white.svg'), logoSvg(true));
fs.writeFileSync(path.join(IMG, 'icon-notice.svg'), noticeIconSvg());
fs.writeFileSync(path.join(ROOT, 'app', 'icon.svg'), appIconSvg());
console.log('brand: logo.svg, logo-white.svg, icon-notice.svg, app/icon.svg');
