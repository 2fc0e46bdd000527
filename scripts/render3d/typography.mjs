#!/usr/bin/env node
/**
 * Pictures that must carry words: award badges, certificates and Hactlink covers. Each is set in HTML with the site's own fonts (system-ui, Noto Sans CJK TC/SC) from
 * the facts on its page, once per language, and screenshotted in headless Chromium:
 *
 *   public/assets/images/award-N.LANG.webp, cert-N.LANG.webp, newsletter-N.LANG.webp
 *
 * and each language's page is pointed at its own file. Run after a page's award, certificate or
 * newsletter changes (npm run images runs it too). The board and management are not pictures:
 * their typographic portraits are HTML text set by the page (modules/PeopleGrid).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './browser.mjs';
import { createJiti } from 'jiti';
import { COVER_BAND, COVER_PICTURE, coverCut } from './cover-pictures.mjs';

// The site's one Chinese word segmentation, read from its TypeScript source (jiti compiles it), so a
// badge's title breaks where the same title breaks on its page.
const { chineseBreaks } = await createJiti(import.meta.url).import('../../lib/ui/chinese-breaks.ts');

const ROOT = process.cwd();
const CONTENT = path.join(ROOT, 'public', 'assets', 'json');
const OUT = path.join(ROOT, 'public', 'assets', 'images');
const LANGS = ['en', 'zh-hk', 'zh-cn'];
const HTML_LANG = { en: 'en-GB', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };
const FONT = { en: 'system-ui, sans-serif', 'zh-hk': '"Noto Sans CJK TC", "Noto Sans TC", sans-serif', 'zh-cn': '"Noto Sans CJK SC", "Noto Sans SC", sans-serif' };
const BRAND = { navy: '#0b3d6e', deep: '#072a4d', gold: '#c9a227', teal: '#2fb3a6' };
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const read = (lang, file) => JSON.parse(fs.readFileSync(path.join(CONTENT, lang, file), 'utf8'));
const write = (lang, file, json) => fs.writeFileSync(path.join(CONTENT, lang, file), `${JSON.stringify(json, null, 2)}\n`);
const itemsOf = (json, module) => json.data.pageContent.filter((m) => !module || m.module === module).flatMap((m) => m.content.items ?? []);

const LABEL = {
  issue: { en: 'Hactlink', 'zh-hk': 'Hactlink', 'zh-cn': 'Hactlink' },
  inIssue: { en: 'In this issue', 'zh-hk': '本期內容', 'zh-cn': '本期内容' },
  certified: { en: 'Certificate of registration', 'zh-hk': '註冊證書', 'zh-cn': '注册证书' },
  holder: { en: 'Harbour Air Cargo Terminal Limited', 'zh-hk': '海港空運貨站有限公司', 'zh-cn': '海港空运货站有限公司' },
};

function page(lang, w, h, body) {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><style>
  *{box-sizing:border-box;margin:0}
  html,body{width:${w}px;height:${h}px;overflow:hidden}
  body{font-family:${FONT[lang]};color:${BRAND.deep};-webkit-font-smoothing:antialiased}
  </style></head><body>${body}</body></html>`;
}

// Round 17: each awarding body's badge has a look of its own (one gold medallion for all eight
// read as a template): a shape, the plate's and rim's colours, and an icon for what the award is
// for, chosen from the English entry so that the three languages' badges match.
const ICONS = {
  plane: '<path d="M30 4c2 0 3 2 3 5v14l22 13v6l-22-7v12l7 5v5l-10-3-10 3v-5l7-5V34L5 41v-6l22-13V9c0-3 1-5 3-5z"/>',
  globe: '<circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" stroke-width="4"/><ellipse cx="32" cy="32" rx="11" ry="26" fill="none" stroke="currentColor" stroke-width="4"/><path d="M6 32h52M11 18h42M11 46h42" stroke="currentColor" stroke-width="4"/>',
  snow: '<path d="M32 4v56M8 18l48 28M8 46l48-28M24 8l8 8 8-8M24 56l8-8 8 8" stroke="currentColor" stroke-width="5" fill="none" stroke-linecap="round"/>',
  leaf: '<path d="M54 8C24 8 8 24 10 50c26 2 44-14 44-42z"/><path d="M12 52C24 38 34 28 46 18" stroke="#0d3b2e" stroke-width="3" fill="none"/>',
  chip: '<rect x="16" y="16" width="32" height="32" rx="4"/><path d="M24 6v10M32 6v10M40 6v10M24 48v10M32 48v10M40 48v10M6 24h10M6 32h10M6 40h10M48 24h10M48 32h10M48 40h10" stroke="currentColor" stroke-width="4"/>',
  people: '<circle cx="22" cy="20" r="9"/><circle cx="43" cy="20" r="9"/><path d="M6 54c0-13 7-20 16-20s16 7 16 20zM27 54c0-13 7-20 16-20s16 7 16 20z"/>',
  safety: '<path d="M32 4l24 9v17c0 15-10 26-24 31C18 56 8 45 8 30V13z"/><path d="M20 32l9 9 16-18" stroke="#7a1f12" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  parcel: '<path d="M32 4l26 12v32L32 60 6 48V16z"/><path d="M6 16l26 12 26-12M32 28v32" stroke="#1d2b4f" stroke-width="3" fill="none"/>',
};
const star = (points, outer, inner, cx = 300, cy = 300) => Array.from({ length: points * 2 }, (_, i) => { const r = i % 2 ? inner : outer, a = (Math.PI * i) / points - Math.PI / 2; return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`; }).join(' ');
const SHAPES = {
  medal: (c) => `<circle cx="300" cy="300" r="235" fill="${c.rim}"/><circle cx="300" cy="300" r="212" fill="${c.plate}" stroke="${c.line}" stroke-width="6"/>`,
  shield: (c) => `<path d="M300 45L525 115V300C525 440 420 525 300 565C180 525 75 440 75 300V115Z" fill="${c.rim}"/><path d="M300 72L500 134V300C500 424 408 500 300 537C192 500 100 424 100 300V134Z" fill="${c.plate}" stroke="${c.line}" stroke-width="5"/>`,
  rosette: (c) => `<path d="M215 430L165 580L225 545L265 590L290 450ZM385 430L435 580L375 545L335 590L310 450Z" fill="${c.line}"/><polygon points="${star(24, 250, 226)}" fill="${c.rim}"/><circle cx="300" cy="300" r="205" fill="${c.plate}" stroke="${c.line}" stroke-width="5"/>`,
  laurel: (c) => `${Array.from({ length: 26 }, (_, i) => { const side = i < 13 ? -1 : 1, k = i % 13, a = Math.PI / 2 + side * (0.35 + k * 0.19); return `<ellipse cx="${(300 + 248 * Math.cos(a)).toFixed(1)}" cy="${(300 + 248 * Math.sin(a)).toFixed(1)}" rx="30" ry="12" transform="rotate(${((a * 180) / Math.PI + side * 60).toFixed(1)} ${(300 + 248 * Math.cos(a)).toFixed(1)} ${(300 + 248 * Math.sin(a)).toFixed(1)})" fill="${c.rim}"/>`; }).join('')}<circle cx="300" cy="300" r="210" fill="${c.plate}" stroke="${c.rim}" stroke-width="10"/>`,
  hexagon: (c) => `<polygon points="${star(3, 250, 250)}" fill="${c.rim}"/><polygon points="${star(3, 226, 226)}" fill="${c.plate}" stroke="${c.line}" stroke-width="5"/>`,
  banner: (c) => `<circle cx="300" cy="285" r="230" fill="${c.rim}"/><circle cx="300" cy="285" r="208" fill="${c.plate}" stroke="${c.line}" stroke-width="5"/><path d="M70 470H530L500 520L530 570H70L100 520Z" fill="${c.line}"/>`,
  burst: (c) => `<polygon points="${star(16, 262, 222)}" fill="${c.rim}"/><circle cx="300" cy="300" r="200" fill="${c.plate}" stroke="${c.line}" stroke-width="5"/>`,
};
const AWARD_LOOKS = [
  [/terminal of the year/i, 'medal', 'plane', { plate: BRAND.navy, rim: BRAND.gold, line: '#f3e2a0', ink: '#f3d36b', ground: '#f6efdc' }],
  [/operator/i, 'shield', 'globe', { plate: '#123a63', rim: '#b7c0c9', line: '#e3e8ec', ink: '#dce6ef', ground: '#e9eef3' }],
  [/pharma/i, 'rosette', 'snow', { plate: '#0e6a66', rim: '#d8eef0', line: '#2fb3a6', ink: '#e6fbf8', ground: '#e4f3f2' }],
  [/green/i, 'laurel', 'leaf', { plate: '#1f5a3a', rim: '#c9a227', line: '#e9d68b', ink: '#cfe8b8', ground: '#eef3e4' }],
  [/innovation/i, 'hexagon', 'chip', { plate: '#2c2f6b', rim: '#7c83d9', line: '#c9ccf5', ink: '#dfe1ff', ground: '#ecedf8' }],
  [/employer/i, 'banner', 'people', { plate: '#6b1f2a', rim: '#c9a227', line: '#8c2636', ink: '#f6dfa6', ground: '#f6ece6' }],
  [/safety/i, 'shield', 'safety', { plate: '#7a1f12', rim: '#e0a319', line: '#ffd98a', ink: '#ffe7b0', ground: '#f8efe0' }],
  [/choice/i, 'burst', 'parcel', { plate: '#1d2b4f', rim: '#e67e22', line: '#ffc48a', ink: '#ffd9b0', ground: '#f5ede4' }],
];

function badge(lang, item, _picture, english = item) {
  const [year, body] = item.meta ?? [];
  const [, shape, icon, c] = AWARD_LOOKS.find(([re]) => re.test(english.title)) ?? AWARD_LOOKS[0];
  const words = lang === 'en' ? esc(item.title) : keepWords(item.title);
  return page(lang, 600, 600, `
  <div style="position:relative;width:600px;height:600px;background:radial-gradient(circle at 50% 38%,#fffdf7,${c.ground})">
    <svg width="600" height="600" viewBox="0 0 600 600" style="position:absolute;inset:0;filter:drop-shadow(0 16px 22px rgba(40,30,10,.3))" aria-hidden="true">${SHAPES[shape](c)}</svg>
    <div style="position:absolute;left:130px;top:${shape === 'banner' ? 118 : 132}px;width:340px;height:${shape === 'banner' ? 320 : 336}px;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;color:#fff">
      <svg width="70" height="70" viewBox="0 0 64 64" style="color:${c.ink};fill:${c.ink}" aria-hidden="true">${ICONS[icon]}</svg>
      <div style="font-size:70px;font-weight:700;letter-spacing:2px;line-height:1.05;margin:8px 0 6px;color:${c.ink}">${esc(year)}</div>
      <div style="font-size:${item.title.length > 30 ? 28 : 32}px;font-weight:700;line-height:1.25;text-wrap:balance${lang === 'en' ? '' : ';word-break:keep-all'}">${words}</div>
      ${shape === 'banner' ? '' : `<div style="max-width:250px;margin-top:12px;color:${c.ink};font-size:18px;line-height:1.3;text-wrap:balance">${esc(body)}</div>`}
    </div>
    ${shape === 'banner' ? `<div style="position:absolute;left:100px;top:480px;width:400px;height:80px;display:grid;place-items:center;text-align:center;color:#fff;font-size:20px;line-height:1.25;font-weight:700">${esc(body)}</div>` : ''}
  </div>`);
}

// Round 11: a Chinese title breaks between words only (<wbr> between them under word-break:
// keep-all), and text-wrap: balance evens its lines, so that no short tail such as 「體系」 is left
// alone on the last line and no word is split across two. Round 19: the words are the site's
// (lib/ui/chinese-breaks.ts: a one-character word stays with the one before it); a copy of the
// segmentation here let a single character start a line.
function keepWords(s) {
  const text = String(s ?? '');
  const pieces = [];
  let from = 0;
  for (const at of [...chineseBreaks(text), text.length]) { pieces.push(esc(text.slice(from, at))); from = at; }
  return pieces.join('<wbr>');
}

function certificate(lang, item) {
  const [since, body, validity] = item.meta ?? [];
  return page(lang, 600, 600, `
  <div style="width:600px;height:600px;background:#e9edf1;display:grid;place-items:center">
    <div style="width:500px;height:540px;background:#fffdf8;border:2px solid ${BRAND.navy};outline:10px solid #fffdf8;box-shadow:0 14px 30px rgba(7,42,77,.25);padding:34px 36px;display:flex;flex-direction:column;align-items:center;text-align:center;position:relative">
      <div style="position:absolute;inset:10px;border:1px solid ${BRAND.gold}"></div>
      <div style="font-size:17px;letter-spacing:2px;text-transform:uppercase;color:${BRAND.gold};font-weight:700">${esc(LABEL.certified[lang])}</div>
      <div style="font-size:30px;font-weight:700;line-height:1.3;margin:26px 0 18px;text-wrap:balance${lang === 'en' ? '' : ';word-break:keep-all'}">${lang === 'en' ? esc(item.title) : keepWords(item.title)}</div>
      <div style="font-size:19px;line-height:1.5">${esc(LABEL.holder[lang])}</div>
      <div style="flex:1"></div>
      <div style="font-size:17px;line-height:1.6;color:#3c4c5c">${esc(body)}<br>${esc(since)}<br>${esc(validity)}</div>
      <svg width="86" height="86" viewBox="0 0 86 86" style="margin-top:16px" aria-hidden="true"><circle cx="43" cy="43" r="40" fill="${BRAND.gold}"/><circle cx="43" cy="43" r="31" fill="none" stroke="#fff6d0" stroke-width="3"/><path d="M28 44l10 10 20-22" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>
    </div>
  </div>`);
}

function cover(lang, item, picture) {
  const date = new Date(item.publishTime);
  const month = new Intl.DateTimeFormat(HTML_LANG[lang], { year: 'numeric', month: 'long', timeZone: 'Asia/Hong_Kong' }).format(date);
  return page(lang, 600, 800, `
  <div style="width:600px;height:800px;background:#fff;display:flex;flex-direction:column">
    <div style="background:${BRAND.navy};color:#fff;padding:26px 34px 22px;display:flex;justify-content:space-between;align-items:flex-end">
      <div style="font-size:50px;font-weight:700;letter-spacing:1px">${LABEL.issue[lang]}</div>
      <div style="text-align:right;font-size:18px;line-height:1.4">${esc(item.issue)}<br>${esc(month)}</div>
    </div>
    <div style="height:${COVER_BAND.height}px;background:url(data:image/webp;base64,${picture}) center/cover"></div>
    <div style="padding:26px 34px;flex:1;display:flex;flex-direction:column">
      <div style="font-size:36px;font-weight:700;line-height:1.25;margin-bottom:18px">${esc(item.title)}</div>
      <div style="font-size:15px;letter-spacing:1px;text-transform:uppercase;color:${BRAND.teal};font-weight:700;margin-bottom:8px">${esc(LABEL.inIssue[lang])}</div>
      ${(item.highlights ?? []).slice(0, 3).map((h) => `<div style="font-size:19px;line-height:1.45;padding:8px 0;border-top:1px solid #d7dee5">${esc(h)}</div>`).join('')}
    </div>
    <div style="height:14px;background:linear-gradient(90deg,${BRAND.teal},${BRAND.navy})"></div>
  </div>`);
}

const JOBS = [
  { file: 'aboutUs/awards.json', module: null, field: 'image', prefix: 'award', size: [600, 600], make: badge, filter: (it) => it.image && it.meta },
  { file: 'aboutUs/certification.json', module: null, field: 'image', prefix: 'cert', size: [600, 600], make: certificate, filter: (it) => it.image && it.meta },
  { file: 'media/hactlink.json', module: null, field: 'cover', prefix: 'newsletter', size: [600, 800], make: cover, filter: (it) => it.cover },
];

/**
 * Sets the pictures of the jobs named in `only` (all when absent). Options, for render.mjs
 * --verify: `out` another folder, `save: false` leaves the pages alone, `langs` and `first` (the
 * first n items of each job) set a sample.
 */
export async function renderTypography(only, { out = OUT, save = true, langs = LANGS, first = Infinity } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const tab = await browser.newPage({ deviceScaleFactor: 1 });
  let count = 0;
  try {
    for (const job of JOBS.filter((j) => !only || only.includes(j.prefix))) {
      for (const lang of langs) {
        const json = read(lang, job.file);
        const items = itemsOf(json, job.module).filter(job.filter);
        // Newest Hactlink first on the page; its number is the issue's, oldest = 1.
        const ordered = job.prefix === 'newsletter' ? [...items].sort((a, b) => a.publishTime.localeCompare(b.publishTime)) : items;
        const english = lang === 'en' ? items : itemsOf(read('en', job.file), job.module).filter(job.filter);
        for (const item of items.slice(0, first)) {
          const n = ordered.indexOf(item) + 1;
          const picture = job.prefix === 'newsletter' ? (await coverCut(path.join(OUT, `${COVER_PICTURE[n - 1]}.webp`)).webp({ quality: 70 }).toBuffer()).toString('base64') : undefined;
          await tab.setViewportSize({ width: job.size[0], height: job.size[1] });
          await tab.setContent(job.make(lang, item, picture, english[items.indexOf(item)]), { waitUntil: 'load' });
          const png = await tab.screenshot({ type: 'png' });
          const name = `${job.prefix}-${n}.${lang}.webp`;
          await sharp(png).webp({ quality: 80 }).toFile(path.join(out, name));
          item[job.field].desktop = { ...item[job.field].desktop, mediaUrl: `/assets/images/${name}`, width: job.size[0], height: job.size[1] };
          count++;
        }
        if (save) write(lang, job.file, json);
      }
    }
  } finally {
    await browser.close();
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`set ${await renderTypography(process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(','))} pictures with words`);
