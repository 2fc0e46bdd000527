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
import { COVER_BAND, COVER_PICTURE, coverCut } from './cover-pictures.mjs';

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

function badge(lang, item) {
  const [year, body] = item.meta ?? [];
  return page(lang, 600, 600, `
  <div style="width:600px;height:600px;background:radial-gradient(circle at 50% 38%,#fdfaf2,#efe6cf);display:grid;place-items:center">
    <div style="width:470px;height:470px;border-radius:50%;background:radial-gradient(circle at 40% 30%,#f6e7a8,${BRAND.gold} 55%,#8c6d12);padding:16px;box-shadow:0 18px 40px rgba(60,45,10,.35)">
      <div style="width:100%;height:100%;border-radius:50%;background:${BRAND.navy};border:6px solid #f3e2a0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:44px;color:#fff">
        <svg width="64" height="40" viewBox="0 0 64 40" aria-hidden="true"><path d="M32 2l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#f3d36b"/></svg>
        <div style="font-size:64px;font-weight:700;letter-spacing:2px;margin:10px 0 8px;color:#f3d36b">${esc(year)}</div>
        <div style="font-size:${item.title.length > 30 ? 26 : 30}px;font-weight:700;line-height:1.3">${esc(item.title)}</div>
        <div style="width:90px;height:3px;background:#f3d36b;margin:16px 0"></div>
        <div style="font-size:20px;line-height:1.4;opacity:.92">${esc(body)}</div>
      </div>
    </div>
  </div>`);
}

// Round 11: a Chinese title breaks between words only (Intl.Segmenter's words, <wbr> between them
// under word-break: keep-all), and text-wrap: balance evens its lines, so that no short tail such as
// 「體系」 is left alone on the last line and no word is split across two.
function keepWords(lang, s) {
  const parts = [...new Intl.Segmenter(HTML_LANG[lang], { granularity: 'word' }).segment(String(s ?? ''))].map((p) => p.segment);
  return parts.map((p, i) => (i && !/\s/.test(p) && !/\s/.test(parts[i - 1]) ? '<wbr>' : '') + esc(p)).join('');
}

function certificate(lang, item) {
  const [since, body, validity] = item.meta ?? [];
  return page(lang, 600, 600, `
  <div style="width:600px;height:600px;background:#e9edf1;display:grid;place-items:center">
    <div style="width:500px;height:540px;background:#fffdf8;border:2px solid ${BRAND.navy};outline:10px solid #fffdf8;box-shadow:0 14px 30px rgba(7,42,77,.25);padding:34px 36px;display:flex;flex-direction:column;align-items:center;text-align:center;position:relative">
      <div style="position:absolute;inset:10px;border:1px solid ${BRAND.gold}"></div>
      <div style="font-size:17px;letter-spacing:2px;text-transform:uppercase;color:${BRAND.gold};font-weight:700">${esc(LABEL.certified[lang])}</div>
      <div style="font-size:30px;font-weight:700;line-height:1.3;margin:26px 0 18px;text-wrap:balance${lang === 'en' ? '' : ';word-break:keep-all'}">${lang === 'en' ? esc(item.title) : keepWords(lang, item.title)}</div>
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
        for (const item of items.slice(0, first)) {
          const n = ordered.indexOf(item) + 1;
          const picture = job.prefix === 'newsletter' ? (await coverCut(path.join(OUT, `${COVER_PICTURE[n - 1]}.webp`)).webp({ quality: 70 }).toBuffer()).toString('base64') : undefined;
          await tab.setViewportSize({ width: job.size[0], height: job.size[1] });
          await tab.setContent(job.make(lang, item, picture), { waitUntil: 'load' });
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
