#!/usr/bin/env node
/**
 * `npm run bench`: the site against the framework's own floor, side by side in one run.
 *
 * Builds the site and the floor (bench/floor: a minimal Next.js app of the same versions with one
 * static page of comparable text), starts the site with its server.mjs and the floor with `next start`
 * on free ports of 3400-3499, and
 * measures, alternating site and floor where both apply:
 *   1. the JavaScript a first visit of each route template loads (bench/budgets.cjs);
 *   2. Lighthouse (mobile), median of 3 runs, on 7 templates in en and zh-hk, and the floor;
 *   3. autocannon on cached pages (home, a news detail, the floor): 3 alternating rounds;
 *   4. a second site instance whose content comes from a local CMS that answers after 300 ms;
 *   5. 200 search queries (English and Chinese) against the site's search API;
 *   6. build times and the server's memory under load; no CJK web font on a zh-hk first visit.
 * Writes bench/report.md and bench/report.json, refreshes bench/floor-js.json (the floor's figure
 * for the fast check in npm test) and exits 1 when a budget fails.
 *
 *   npm run bench                 everything (7-8 minutes on 2 idle cores)
 *   npm run bench:floor           only build and measure the floor's JavaScript (bench/floor-js.json)
 *   BENCH_SKIP_BUILD=1 npm run bench   reuse the last builds (build time is then not reported)
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_EXPECTED_LOSSES,
  LIGHTHOUSE_LANGS,
  MOBILE_DEVICE,
  RSS_AFTER_LOAD_BUDGET_MB,
  ISSUE_32_TARGETS,
  SEARCH_P95_BUDGET_MS,
  TEMPLATES,
  THROUGHPUT_BUDGET,
  fontProblems,
  framerMotionMisuse,
  icuProblems,
  frameworkVersions,
  isImageElement,
  jsBudgetOf,
  measureFirstVisit,
  templatePath,
  writeFloorJs,
} from './budgets.cjs';
import { CHROMIUM, ensureBrowser } from '../tests/browser-setup.mjs';
import { CHROMIUM_ARGS } from '../tests/chromium-args.cjs';
import { serverEnv } from '../lib/server/process-env.cjs';
import { ALL_CATEGORIES, LATE_FIRST_FRAME_MS, audit, launchChrome, median, medianOf } from './lib/lighthouse.mjs';
import { LOAD, loadRun } from './lib/load.mjs';
import { exited, freePort, memoryOf, nextBuild, nextStart, nodeServer, sampleRss, stop, stopAll } from './lib/processes.mjs';
import { Report, kb, ms, num, table } from './lib/report.mjs';
import { loadRouteTable } from './lib/route-table.mjs';
import { searchBenchmark, searchQueries } from './lib/search.mjs';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(BENCH, '..');
const RAW = path.join(BENCH, 'report-raw');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SKIP_BUILD = Boolean(process.env.BENCH_SKIP_BUILD);
const FLOOR_ONLY = process.argv.includes('--floor-only');
const BACKEND_DELAY_MS = 300;

const startedAt = Date.now();
const phases = {};
function log(message) {
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}
async function phase(name, fn) {
  const t = Date.now();
  log(`${name}…`);
  try {
    return await fn();
  } finally {
    phases[name] = Math.round((Date.now() - t) / 1000);
  }
}

/**
 * Environment of the builds and servers: production, no telemetry, no tag container, and glibc's
 * malloc settings as `npm start` / `npm run serve` run the server (lib/server/process-env.cjs).
 */
function baseEnv(extra = {}) {
  const env = { ...serverEnv(), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extra };
  for (const name of ['GTM_ID', 'CONTENT_API_URL', 'PREVIEW_SECRET', 'REVALIDATE_SECRET', 'E2E_PORT']) if (!(name in extra)) delete env[name];
  return env;
}

/** The weights of a first visit's HTML (bench/budgets.cjs, measureFirstVisit), for report.json. */
function htmlParts(visit) {
  const { htmlBytes, htmlGzip, inlineBytes, inlineGzip, markupBytes, markupGzip, htmlSent } = visit;
  return { htmlBytes, htmlGzip, inlineBytes, inlineGzip, markupBytes, markupGzip, htmlSent };
}

async function fetchStatus(url) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return response.status;
}

async function timedGet(url) {
  const t = performance.now();
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return { ms: performance.now() - t, status: response.status };
}

/** The Chromium every browser of the run is (Lighthouse's too): its scores move with the version. */
let chromiumVersion = '';

async function withBrowser(fn) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
  chromiumVersion ||= browser.version();
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

async function firstVisit(browser, url) {
  const context = await browser.newContext(MOBILE_DEVICE);
  try {
    return await measureFirstVisit(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/** One line of the Lighthouse overview: the figures and what cost points (or the run's error). */
function lcpRow(name, lh) {
  return [name, ms(lh.lcpMs), ms(lh.lcpTtfbMs), ms(lh.lcpLoadDelayMs), ms(lh.lcpLoadTimeMs), ms(lh.lcpRenderDelayMs), lh.lcpElement ? `\`${lh.lcpElement.replace(/`/g, "'").replace(/\|/g, '\\|').slice(0, 80)}\`` : '—'];
}

function glanceRow(name, lh) {
  const lost = Object.entries(lh.losses).map(([category, list]) => `${category}: ${list.map((l) => `${l.id} ${l.score}`).join(', ')}`);
  const errors = [...new Set(lh.errors)].map((e) => `error: ${e}`);
  const runs = lh.perRun.map((run) => `${num(run.performance)} / ${ms(run.tbtMs)}${run.lateFirstFrame ? ` (first frame ${ms(run.observedFcpMs)})` : ''}`).join(', ');
  return [name, num(lh.performance), num(lh.accessibility), num(lh.bestPractices), num(lh.seo), ms(lh.lcpMs), ms(lh.tbtMs), num(lh.cls, 3), `${lh.lateFirstFrames} of ${lh.runs}`, runs, [...errors, ...lost].join('; ') || '—'];
}

// ---------------------------------------------------------------------------------------------

/**
 * The site's home hero for the hero floor (bench/floor/app/hero): the phone version of the first
 * module's picture of the English home page, copied into the floor's public/ with its size.
 */
function copySiteHeroToFloor() {
  const home = JSON.parse(readFileSync(path.join(ROOT, 'public/assets/json/en/home.json'), 'utf8'));
  const media = home.data.pageContent.map((entry) => entry.content?.media).find(Boolean);
  const picture = media?.mobile?.width ? media.mobile : media?.desktop;
  if (!picture?.width) throw new Error('The English home page has no sized hero picture to give the hero floor');
  const publicDir = path.join(ROOT, 'bench/floor/public');
  mkdirSync(publicDir, { recursive: true });
  const name = `hero${path.extname(picture.mediaUrl)}`;
  copyFileSync(path.join(ROOT, 'public', picture.mediaUrl), path.join(publicDir, name));
  writeFileSync(path.join(ROOT, 'bench/floor/app/hero/hero.json'), `${JSON.stringify({ src: `/${name}`, width: picture.width, height: picture.height })}\n`);
}

async function buildFloor() {
  copySiteHeroToFloor();
  return phase('build floor', () => nextBuild({ root: ROOT, dir: 'bench/floor', env: baseEnv(), logFile: path.join(RAW, 'build-floor.log') }));
}

async function startFloor() {
  const port = await freePort();
  return nextStart({ root: ROOT, dir: 'bench/floor', port, env: baseEnv(), logFile: path.join(RAW, 'floor.log') });
}

async function floorOnly() {
  mkdirSync(RAW, { recursive: true });
  ensureBrowser(log);
  await buildFloor();
  const floor = await startFloor();
  try {
    const visit = await withBrowser((browser) => firstVisit(browser, `${floor.origin}/`));
    const written = writeFloorJs(visit);
    log(`floor: ${kb(written.scriptGzip)} of JavaScript (gzip) on a first visit; bench/floor-js.json updated`);
  } finally {
    stop(floor.child);
    await exited(floor.child);
  }
}

async function main() {
  rmSync(RAW, { recursive: true, force: true });
  mkdirSync(RAW, { recursive: true });
  mkdirSync(path.join(RAW, 'lighthouse'), { recursive: true });
  ensureBrowser(log);
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length) log(`warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores before the run; timings will be noisy`);

  const routes = await loadRouteTable(ROOT);
  const report = new Report();
  const data = { versions: frameworkVersions(), machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverageBefore: loadBefore } };

  // ----- builds -----
  const sitePort = await freePort();
  // The search benchmark sends its 200 queries from one address: the per-client limit
  // (SEARCH_RATE_LIMIT, docs/security.md) is not what it measures.
  const siteEnv = baseEnv({ SITE_URL: `http://127.0.0.1:${sitePort}`, SEARCH_RATE_LIMIT: '100000' });
  const buildSeconds = { site: NaN, floor: NaN };
  if (!SKIP_BUILD) {
    buildSeconds.site = await phase('build site', () => nextBuild({ root: ROOT, env: siteEnv, logFile: path.join(RAW, 'build-site.log') }));
    buildSeconds.floor = await buildFloor();
  }
  data.buildSeconds = buildSeconds;

  // Every run optimizes images from scratch, as on a fresh clone (and the memory figures include it).
  rmSync(path.join(ROOT, '.next', 'cache', 'images'), { recursive: true, force: true });

  // ----- servers -----
  const { site, floor } = await phase('start servers', async () => {
    const s = await nextStart({ root: ROOT, port: sitePort, env: siteEnv, logFile: path.join(RAW, 'site.log'), readyPath: '/api/en/config' });
    const f = await startFloor();
    return { site: s, floor: f };
  });
  log(`site ${site.origin} (pid ${site.pid}), floor ${floor.origin} (pid ${floor.pid})`);
  // Resident memory of the site's server after each phase: where its memory goes.
  const rssAfter = { started: memoryOf(site.pid).rssMb };

  const pages = TEMPLATES.flatMap((template) => ['en', 'zh-hk'].map((lang) => ({ template, lang, path: templatePath(template, lang, routes) })));
  await phase('warm up', async () => {
    for (const page of pages) {
      const status = await fetchStatus(`${site.origin}${page.path}`);
      if (status !== 200) throw new Error(`${page.path} answered HTTP ${status}: the template list in bench/budgets.cjs names content that does not exist`);
      await fetchStatus(`${site.origin}${page.path}`);
    }
    await fetchStatus(`${floor.origin}/`);
    await fetchStatus(`${floor.origin}/hero`);
  });
  rssAfter['warm-up (every template rendered)'] = memoryOf(site.pid).rssMb;

  // ----- 1. JavaScript of a first visit, and fonts -----
  const js = await phase('javascript', () =>
    withBrowser(async (browser) => {
      const floorVisit = await firstVisit(browser, `${floor.origin}/`);
      const templates = {};
      for (const template of TEMPLATES) templates[template.id] = await firstVisit(browser, `${site.origin}${templatePath(template, 'en', routes)}`);
      const fonts = {};
      for (const id of ['home', 'news-detail', 'search']) fonts[id] = await firstVisit(browser, `${site.origin}${templatePath(TEMPLATES.find((t) => t.id === id), 'zh-hk', routes)}`);
      return { floor: floorVisit, templates, fonts };
    }),
  );
  rssAfter['first visits (images optimized on first request)'] = memoryOf(site.pid).rssMb;
  const floorJs = writeFloorJs(js.floor);
  data.javascript = {
    floor: { scriptGzip: js.floor.scriptGzip, inlineGzip: js.floor.inlineGzip, scripts: floorJs.scripts },
    templates: Object.fromEntries(
      Object.entries(js.templates).map(([id, v]) => [id, { url: v.url, scriptGzip: v.scriptGzip, inlineGzip: v.inlineGzip, scripts: v.scripts.map((s) => ({ path: new URL(s.url).pathname, gzip: s.gzip, compileHint: s.compileHint })) }]),
    ),
  };
  for (const template of TEMPLATES) {
    const visit = js.templates[template.id];
    const budget = jsBudgetOf(template);
    report.row({
      section: 'JavaScript of a first visit (gzip, en)',
      figure: `${template.id} \`${new URL(visit.url).pathname}\``,
      site: visit.scriptGzip,
      floor: js.floor.scriptGzip,
      siteText: kb(visit.scriptGzip),
      floorText: kb(js.floor.scriptGzip),
      budget: `≤ floor + ${budget / 1024} KB (${kb(js.floor.scriptGzip + budget)})`,
      pass: visit.status === 200 && visit.scriptGzip <= js.floor.scriptGzip + budget,
    });
  }
  for (const template of TEMPLATES) {
    const visit = js.templates[template.id];
    const target = ISSUE_32_TARGETS.js[template.id] ?? ISSUE_32_TARGETS.js.other;
    report.row({
      section: 'JavaScript of a first visit against the targets of issue 32 (gzip, en)',
      figure: template.id,
      site: visit.scriptGzip,
      floor: js.floor.scriptGzip,
      siteText: kb(visit.scriptGzip),
      floorText: kb(js.floor.scriptGzip),
      budget: `target ≤ floor + ${target / 1024} KB (${kb(js.floor.scriptGzip + target)})`,
      reached: visit.scriptGzip <= js.floor.scriptGzip + target,
    });
  }
  data.html = {
    floor: htmlParts(js.floor),
    templates: Object.fromEntries(TEMPLATES.map((t) => [t.id, htmlParts(js.templates[t.id])])),
  };
  for (const template of TEMPLATES) {
    const visit = js.templates[template.id];
    const target = ISSUE_32_TARGETS.htmlGzip[template.id] ?? ISSUE_32_TARGETS.htmlGzip.other;
    const section = 'HTML of a first visit (en): document (gzip, and as the server sent it), RSC payload (its inline scripts), markup (the rest)';
    report.row({ section, figure: `${template.id}: document`, site: visit.htmlGzip, floor: js.floor.htmlGzip, siteText: `${kb(visit.htmlGzip)} (${kb(visit.htmlBytes)} raw)`, floorText: `${kb(js.floor.htmlGzip)} (${kb(js.floor.htmlBytes)} raw)`, budget: `target ≤ ${kb(target)} gzip`, reached: visit.htmlGzip <= target });
    // What the phone downloads: the site's server sends brotli (lib/server/compression.mjs), the
    // floor (next start) gzip. Beside the issue's gzip figure, which compares like with like.
    report.row({ section, figure: `${template.id}: document as sent`, site: visit.htmlSent.bytes, floor: js.floor.htmlSent.bytes, siteText: `${kb(visit.htmlSent.bytes)} (${visit.htmlSent.encoding})`, floorText: `${kb(js.floor.htmlSent.bytes)} (${js.floor.htmlSent.encoding})` });
    report.row({ section, figure: `${template.id}: RSC payload`, site: visit.inlineGzip, floor: js.floor.inlineGzip, siteText: `${kb(visit.inlineGzip)} (${kb(visit.inlineBytes)} raw)`, floorText: `${kb(js.floor.inlineGzip)} (${kb(js.floor.inlineBytes)} raw)`, budget: `target ≤ its markup (${kb(visit.markupGzip)})`, reached: visit.inlineGzip <= visit.markupGzip });
    report.row({ section, figure: `${template.id}: markup`, site: visit.markupGzip, floor: js.floor.markupGzip, siteText: `${kb(visit.markupGzip)} (${kb(visit.markupBytes)} raw)`, floorText: `${kb(js.floor.markupGzip)} (${kb(js.floor.markupBytes)} raw)` });
  }
  // Not a budget of issue 10: the site's build marks its chunks for eager compilation in the
  // background (lib/build/compile-hints.cjs); the floor is a stock Next app, whose chunks are not.
  const hinted = (visit) => `${visit.scripts.filter((s) => s.compileHint).length} of ${visit.scripts.length}`;
  const unhinted = TEMPLATES.filter((t) => js.templates[t.id].scripts.some((s) => !s.compileHint)).map((t) => t.id);
  report.row({
    section: 'Code rules',
    figure: "scripts of a first visit that begin with V8's compile hint",
    siteText: unhinted.length ? `not all: ${unhinted.join(', ')}` : `all (e.g. home ${hinted(js.templates.home)})`,
    floorText: hinted(js.floor),
    showRatio: false,
  });
  // The browser formats nothing with ICU during a first visit (ICU_WATCH in budgets.cjs says why).
  const icu = Object.fromEntries(TEMPLATES.map((t) => [t.id, icuProblems(js.templates[t.id])]));
  const icuFailing = TEMPLATES.filter((t) => icu[t.id].length).map((t) => `${t.id}: ${icu[t.id].join('; ')}`);
  report.row({ section: 'Code rules', figure: 'ICU formatting in the browser during a first visit (en)', siteText: icuFailing.length ? icuFailing.join(' / ') : `none on ${TEMPLATES.length} templates`, budget: 'none', pass: icuFailing.length === 0, showRatio: false });
  data.icu = icu;
  const misuse = framerMotionMisuse(ROOT);
  report.row({ section: 'Code rules', figure: 'framer-motion only through LazyMotion + m', siteText: misuse.length ? misuse.join('; ') : 'yes', budget: 'no `motion` import', pass: misuse.length === 0, showRatio: false });
  data.framerMotion = misuse;
  data.fonts = {};
  for (const [id, visit] of Object.entries(js.fonts)) {
    const problems = fontProblems(visit);
    data.fonts[id] = { url: visit.url, fonts: visit.fonts, fontFamilies: visit.fontFamilies, problems };
    const bytes = visit.fonts.reduce((sum, f) => sum + f.bytes, 0);
    report.row({
      section: 'Code rules',
      figure: `zh-hk first visit of ${id}: web fonts`,
      siteText: visit.fonts.length ? `${visit.fonts.length} file(s), ${kb(bytes)}` : 'none',
      budget: 'no CJK web font',
      pass: problems.length === 0,
      showRatio: false,
    });
  }

  // ----- 2. Lighthouse -----
  const lighthousePages = TEMPLATES.filter((t) => t.lighthouse).flatMap((template) => LIGHTHOUSE_LANGS.map((lang) => ({ template, lang, path: templatePath(template, lang, routes) })));
  const lighthouse = await phase('lighthouse', async () => {
    const chrome = await launchChrome(CHROMIUM);
    const runs = { floor: [], 'floor hero': [] };
    try {
      // One pass that is not counted. The first phone-sized visit of a page makes the server
      // optimize its images (sharp, on the same two cores as the browser: the image cache starts
      // empty), and the first Chinese text this Chromium draws loads its CJK fonts. Both are once per
      // server and browser, not per visit: a visitor meets a server that has served the page before.
      await audit(chrome, `${floor.origin}/`, undefined, ['performance']);
      await audit(chrome, `${floor.origin}/hero`, undefined, ['performance']);
      for (const page of lighthousePages) await audit(chrome, `${site.origin}${page.path}`, undefined, ['performance']);
      log('lighthouse warm-up pass done');
      for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
        // Accessibility, best practices and SEO do not depend on timing: audited in the first round.
        const categories = round === 1 ? ALL_CATEGORIES : ['performance'];
        runs.floor.push(await audit(chrome, `${floor.origin}/`, path.join(RAW, 'lighthouse', `floor-${round}.json`), categories));
        runs['floor hero'].push(await audit(chrome, `${floor.origin}/hero`, path.join(RAW, 'lighthouse', `floor-hero-${round}.json`), ['performance']));
        for (const page of lighthousePages) {
          const key = `${page.template.id} ${page.lang}`;
          runs[key] ??= [];
          runs[key].push(await audit(chrome, `${site.origin}${page.path}`, path.join(RAW, 'lighthouse', `${page.template.id}-${page.lang}-${round}.json`), categories));
        }
        log(`lighthouse round ${round}/${LIGHTHOUSE_RUNS} done`);
      }
    } finally {
      chrome.kill();
    }
    return Object.fromEntries(Object.entries(runs).map(([key, list]) => [key, medianOf(list)]));
  });
  data.lighthouse = lighthouse;
  rssAfter.lighthouse = memoryOf(site.pid).rssMb;
  const floorLh = lighthouse.floor;
  const heroFloorLh = lighthouse['floor hero'];
  const lhRows = [];
  const lcpRows = [];
  for (const page of lighthousePages) {
    const key = `${page.template.id} ${page.lang}`;
    const lh = lighthouse[key];
    const section = `Lighthouse mobile: ${key} (performance figures: median of ${LIGHTHOUSE_RUNS} runs)`;
    const perfOk = lh.performance >= LIGHTHOUSE_BUDGET.performance || (floorLh.performance < LIGHTHOUSE_BUDGET.performance && lh.performance >= floorLh.performance - LIGHTHOUSE_BUDGET.performanceBelowFloor);
    report.row({ section, figure: 'performance', site: lh.performance, floor: floorLh.performance, siteText: num(lh.performance), floorText: num(floorLh.performance), budget: `≥ ${LIGHTHOUSE_BUDGET.performance} (or floor − ${LIGHTHOUSE_BUDGET.performanceBelowFloor})`, pass: perfOk });
    report.row({ section, figure: 'accessibility', site: lh.accessibility, floor: floorLh.accessibility, siteText: num(lh.accessibility), floorText: num(floorLh.accessibility), budget: '100', pass: lh.accessibility >= LIGHTHOUSE_BUDGET.accessibility });
    report.row({ section, figure: 'best practices', site: lh.bestPractices, floor: floorLh.bestPractices, siteText: num(lh.bestPractices), floorText: num(floorLh.bestPractices), budget: '100', pass: lh.bestPractices >= LIGHTHOUSE_BUDGET.bestPractices });
    const expectedSeoLosses = LIGHTHOUSE_EXPECTED_LOSSES[page.template.id]?.seo ?? [];
    const seoLosses = (lh.losses.seo ?? []).map((loss) => loss.id);
    const seoOnlyExpected = seoLosses.length > 0 && seoLosses.every((id) => expectedSeoLosses.includes(id));
    report.row({
      section,
      figure: 'SEO',
      site: lh.seo,
      floor: floorLh.seo,
      siteText: seoOnlyExpected ? `${num(lh.seo)} (${seoLosses.join(', ')} only: noindex by design)` : num(lh.seo),
      floorText: num(floorLh.seo),
      budget: '100',
      pass: lh.seo >= LIGHTHOUSE_BUDGET.seo || seoOnlyExpected,
    });
    report.row({ section, figure: 'LCP', site: lh.lcpMs, floor: floorLh.lcpMs, siteText: ms(lh.lcpMs), floorText: ms(floorLh.lcpMs) });
    // Like with like (issue 32): a page whose largest paint is its hero picture against the hero
    // floor, a page whose largest paint is text (the search results, an IATA course) against the text floor.
    const imageLcp = isImageElement(lh.lcpElement);
    const lcpFloor = imageLcp ? heroFloorLh : floorLh;
    const lcpFloorName = imageLcp ? 'hero floor' : 'text floor';
    const lcpBudget = lcpFloor.lcpMs + LIGHTHOUSE_BUDGET.lcpOverFloorMs;
    report.row({
      section,
      figure: `LCP against the ${lcpFloorName}`,
      site: lh.lcpMs,
      floor: lcpFloor.lcpMs,
      siteText: ms(lh.lcpMs),
      floorText: ms(lcpFloor.lcpMs),
      budget: `≤ ${lcpFloorName} + ${LIGHTHOUSE_BUDGET.lcpOverFloorMs} ms (${ms(lcpBudget)})`,
      pass: lh.lcpMs <= lcpBudget,
    });
    lcpRows.push(lcpRow(key, lh));
    report.row({ section, figure: 'TBT', site: lh.tbtMs, floor: floorLh.tbtMs, siteText: ms(lh.tbtMs), floorText: ms(floorLh.tbtMs), budget: `≤ floor + ${LIGHTHOUSE_BUDGET.tbtOverFloorMs} ms (${ms(floorLh.tbtMs + LIGHTHOUSE_BUDGET.tbtOverFloorMs)})`, pass: lh.tbtMs <= floorLh.tbtMs + LIGHTHOUSE_BUDGET.tbtOverFloorMs });
    report.row({ section, figure: 'CLS', site: lh.cls, floor: floorLh.cls, siteText: num(lh.cls, 3), floorText: num(floorLh.cls, 3), budget: `≤ ${LIGHTHOUSE_BUDGET.cls}`, pass: lh.cls <= LIGHTHOUSE_BUDGET.cls, showRatio: false });
    lhRows.push(glanceRow(key, lh));
  }
  lhRows.unshift(glanceRow('**floor**', floorLh));
  lhRows.splice(1, 0, glanceRow('**floor hero**', heroFloorLh));
  lcpRows.unshift(lcpRow('**floor**', floorLh), lcpRow('**floor hero**', heroFloorLh));
  report.section(
    `LCP breakdown (Lighthouse mobile; median of ${LIGHTHOUSE_RUNS} runs for each phase)`,
    table(['page', 'LCP', 'TTFB', 'load delay', 'load time', 'render delay', 'LCP element (typical run)'], lcpRows) +
      '\n\nTTFB: until the document\'s first byte. Load delay: from there until the LCP image is requested (none for text). Load time: the image\'s download. Render delay: from the image (or the document, for text) until it is painted: style sheets, scripts that run first, and the main thread of a 4× slower CPU (docs/performance.md).',
  );
  report.section(`Lighthouse at a glance (mobile; performance, LCP, TBT, CLS: median of ${LIGHTHOUSE_RUNS} runs; accessibility, best practices, SEO: first run)`, table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'late first frame', 'each run: perf / TBT', 'audits that cost points (typical run)'], lhRows) +
      '\n\nLighthouse simulates a phone from the timings it observes, so a busy machine (see the load average above) lowers scores and raises TBT in some runs; the spread of the runs shows how much.' +
      ` A run has a *late first frame* when the browser showed the page more than ${LATE_FIRST_FRAME_MS} ms after DOMContentLoaded (its observed first paint is given): Lighthouse then estimates FCP and LCP from everything that finished before that paint, scripts included (docs/performance.md).`);

  // ----- 3. Throughput of cached pages, and memory under load -----
  const homePath = templatePath(TEMPLATES.find((t) => t.id === 'home'), 'en', routes);
  const newsPath = templatePath(TEMPLATES.find((t) => t.id === 'news-detail'), 'en', routes);
  const load = await phase('throughput', async () => {
    const siteRss = sampleRss(site.pid);
    const floorRss = sampleRss(floor.pid);
    const runs = { home: [], 'news-detail': [], floor: [] };
    for (let round = 1; round <= 3; round++) {
      runs.home.push(await loadRun(`${site.origin}${homePath}`));
      runs.floor.push(await loadRun(`${floor.origin}/`));
      runs['news-detail'].push(await loadRun(`${site.origin}${newsPath}`));
      log(`load round ${round}/3: home ${num(runs.home.at(-1).reqPerSec)} req/s, floor ${num(runs.floor.at(-1).reqPerSec)} req/s, news detail ${num(runs['news-detail'].at(-1).reqPerSec)} req/s`);
    }
    const peak = { site: siteRss.stop(), floor: floorRss.stop() };
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = { site: memoryOf(site.pid).rssMb, floor: memoryOf(floor.pid).rssMb };
    return { runs, peak, after, vmHwm: { site: memoryOf(site.pid).peakMb, floor: memoryOf(floor.pid).peakMb } };
  });
  const summarize = (list) => ({ reqPerSec: median(list.map((r) => r.reqPerSec)), p99Ms: median(list.map((r) => r.p99Ms)), p50Ms: median(list.map((r) => r.p50Ms)), non2xx: list.reduce((n, r) => n + r.non2xx, 0), errors: list.reduce((n, r) => n + r.errors, 0) });
  const throughput = Object.fromEntries(Object.entries(load.runs).map(([k, list]) => [k, { ...summarize(list), rounds: list }]));
  data.throughput = { connections: LOAD.connections, durationS: LOAD.durationS, ...throughput };
  for (const id of ['home', 'news-detail']) {
    const t = throughput[id];
    const f = throughput.floor;
    const section = `Cached pages under load (autocannon, ${LOAD.connections} connections × ${LOAD.durationS} s, median of 3 alternating rounds)`;
    report.row({ section, figure: `${id} requests/s`, site: t.reqPerSec, floor: f.reqPerSec, siteText: num(t.reqPerSec), floorText: num(f.reqPerSec), budget: `≥ ${THROUGHPUT_BUDGET.reqPerSecShare * 100} % of floor (${num(f.reqPerSec * THROUGHPUT_BUDGET.reqPerSecShare)})`, pass: t.reqPerSec >= f.reqPerSec * THROUGHPUT_BUDGET.reqPerSecShare && t.non2xx === 0 && t.errors === 0 });
    report.row({ section, figure: `${id} p99 latency`, site: t.p99Ms, floor: f.p99Ms, siteText: ms(t.p99Ms), floorText: ms(f.p99Ms), budget: `≤ ${THROUGHPUT_BUDGET.p99Multiple}× floor (${ms(f.p99Ms * THROUGHPUT_BUDGET.p99Multiple)})`, pass: t.p99Ms <= f.p99Ms * THROUGHPUT_BUDGET.p99Multiple });
  }
  rssAfter['load rounds'] = load.after.site;
  data.memory = { peakSampledMb: load.peak, afterRoundsMb: load.after, vmHwmMb: load.vmHwm, siteRssAfterPhaseMb: rssAfter };
  report.section('Server memory, phase by phase', table(['site server after', 'RSS'], Object.entries(rssAfter).map(([k, v]) => [k, `${num(v)} MB`])));
  report.row({ section: 'Server memory (next-server process)', figure: 'peak RSS during the load rounds', site: load.peak.site, floor: load.peak.floor, siteText: `${num(load.peak.site)} MB`, floorText: `${num(load.peak.floor)} MB` });
  report.row({ section: 'Server memory (next-server process)', figure: 'RSS after the load rounds (target of issue 32)', site: load.after.site, floor: load.after.floor, siteText: `${num(load.after.site)} MB`, floorText: `${num(load.after.floor)} MB`, budget: `target ≤ ${ISSUE_32_TARGETS.rssAfterLoadMb} MB`, reached: load.after.site <= ISSUE_32_TARGETS.rssAfterLoadMb });
  report.row({ section: 'Server memory (next-server process)', figure: 'RSS after the load rounds', site: load.after.site, floor: load.after.floor, siteText: `${num(load.after.site)} MB`, floorText: `${num(load.after.floor)} MB`, budget: `≤ ${RSS_AFTER_LOAD_BUDGET_MB} MB`, pass: load.after.site <= RSS_AFTER_LOAD_BUDGET_MB });

  // ----- 5. Search -----
  const search = await phase('search', () => searchBenchmark(site.origin, searchQueries(path.join(ROOT, 'public', 'assets', 'json'))));
  data.search = search;
  report.row({ section: `Search API (${search.queries} queries, en / zh-hk / zh-cn, one at a time)`, figure: 'p50 latency', site: search.p50Ms, siteText: ms(search.p50Ms), showRatio: false });
  report.row({ section: `Search API (${search.queries} queries, en / zh-hk / zh-cn, one at a time)`, figure: 'p95 latency', site: search.p95Ms, siteText: ms(search.p95Ms), budget: `≤ ${SEARCH_P95_BUDGET_MS} ms`, pass: search.p95Ms <= SEARCH_P95_BUDGET_MS && search.failures.length === 0, showRatio: false });
  report.section(
    'Search',
    `${search.queries} queries (${search.withHits} with results), p50 ${ms(search.p50Ms)}, p95 ${ms(search.p95Ms)}, max ${ms(search.maxMs)}. ` +
      `By language: ${Object.entries(search.byLang).map(([l, v]) => `${l} p50 ${ms(v.p50Ms)} / p95 ${ms(v.p95Ms)}`).join(', ')}. ` +
      `The first query of each language (index built, not counted): ${Object.entries(search.firstQueryMs).map(([l, v]) => `${l} ${ms(v)}`).join(', ')}.` +
      (search.failures.length ? ` Failures: ${search.failures.join('; ')}` : ''),
  );

  // ----- 4. A slow CMS: cached pages stay fast, an uncached one waits once -----
  const backend = await phase('slow backend', async () => {
    const backendPort = await freePort();
    const cms = await nodeServer({ root: ROOT, script: path.join(BENCH, 'content-backend.mjs'), args: ['--port', String(backendPort), '--upstream', site.origin, '--delay-ms', String(BACKEND_DELAY_MS)], port: backendPort, env: process.env, logFile: path.join(RAW, 'backend.log') });
    const slowPort = await freePort();
    // Same build, same page cache: only the content source differs.
    const slow = await nextStart({ root: ROOT, port: slowPort, env: { ...siteEnv, CONTENT_API_URL: cms.origin }, logFile: path.join(RAW, 'site-slow-cms.log'), readyPath: '/robots.txt' });
    const backendCalls = async () => (await (await fetch(`${cms.origin}/__stats`)).json()).requests;
    try {
      const cached = {};
      for (const [id, pagePath] of [['home', homePath], ['news-detail', newsPath]]) {
        await fetchStatus(`${slow.origin}${pagePath}`);
        const callsBefore = await backendCalls();
        const embedded = [];
        const slowCms = [];
        for (let i = 0; i < 20; i++) {
          embedded.push((await timedGet(`${site.origin}${pagePath}`)).ms);
          slowCms.push((await timedGet(`${slow.origin}${pagePath}`)).ms);
        }
        cached[id] = { path: pagePath, embeddedP50Ms: median(embedded), slowCmsP50Ms: median(slowCms), slowCmsMaxMs: Math.max(...slowCms), backendCalls: (await backendCalls()) - callsBefore };
      }
      // A page no one has asked for: search results for a keyword new to this run (news items and
      // other pages may already be in the shared page cache, because Next prefetches the links a
      // visitor sees). It is rendered on demand through the slow CMS, once, then cached.
      const uncachedPath = templatePath({ id: 'uncached', route: 'search', params: { keyword: `cargo-${startedAt.toString(36)}` } }, 'en', routes);
      const calls0 = await backendCalls();
      const first = await timedGet(`${slow.origin}${uncachedPath}`);
      const calls1 = await backendCalls();
      const second = await timedGet(`${slow.origin}${uncachedPath}`);
      const calls2 = await backendCalls();
      return { delayMs: BACKEND_DELAY_MS, cached, uncached: { path: uncachedPath, firstMs: first.ms, firstStatus: first.status, firstBackendCalls: calls1 - calls0, secondMs: second.ms, secondStatus: second.status, secondBackendCalls: calls2 - calls1 } };
    } finally {
      stop(slow.child);
      stop(cms.child);
      await Promise.all([exited(slow.child), exited(cms.child)]);
    }
  });
  data.backend = backend;
  const slowSection = `Content from a CMS that answers after ${BACKEND_DELAY_MS} ms (second site instance)`;
  for (const [id, c] of Object.entries(backend.cached)) {
    report.row({
      section: slowSection,
      figure: `cached ${id}: p50 of 20 requests (floor column: same page, embedded store)`,
      site: c.slowCmsP50Ms,
      floor: c.embeddedP50Ms,
      siteText: `${ms(c.slowCmsP50Ms)} (${c.backendCalls} CMS calls)`,
      floorText: ms(c.embeddedP50Ms),
      budget: `no CMS call, ≤ embedded + 50 ms`,
      pass: c.backendCalls === 0 && c.slowCmsP50Ms <= c.embeddedP50Ms + 50,
    });
  }
  const u = backend.uncached;
  report.row({ section: slowSection, figure: `first request of an uncached page \`${u.path}\``, site: u.firstMs, siteText: `${ms(u.firstMs)} (HTTP ${u.firstStatus}, ${u.firstBackendCalls} CMS calls)`, budget: `waits for the CMS: ≥ ${BACKEND_DELAY_MS} ms`, pass: u.firstStatus === 200 && u.firstMs >= BACKEND_DELAY_MS && u.firstBackendCalls > 0, showRatio: false });
  report.row({ section: slowSection, figure: 'the same page again', site: u.secondMs, siteText: `${ms(u.secondMs)} (HTTP ${u.secondStatus}, ${u.secondBackendCalls} CMS calls)`, budget: `cached: no CMS call, < ${BACKEND_DELAY_MS} ms`, pass: u.secondStatus === 200 && u.secondMs < BACKEND_DELAY_MS && u.secondBackendCalls === 0, showRatio: false });

  // ----- 6. Build time -----
  report.row({ section: 'Build', figure: 'next build, wall clock', site: buildSeconds.site, floor: buildSeconds.floor, siteText: SKIP_BUILD ? 'not built (BENCH_SKIP_BUILD)' : `${num(buildSeconds.site)} s`, floorText: SKIP_BUILD ? '—' : `${num(buildSeconds.floor)} s` });

  stop(site.child);
  stop(floor.child);
  await Promise.all([exited(site.child), exited(floor.child)]);

  const durationS = Math.round((Date.now() - startedAt) / 1000);
  data.durationS = durationS;
  data.phasesS = phases;
  data.machine.loadAverageAfter = os.loadavg()[0];
  data.versions.chromium = chromiumVersion;
  const header = [
    '# Benchmark: the site against the Next.js floor',
    '',
    `Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}: next ${data.versions.next}, react ${data.versions.react}, Chromium ${chromiumVersion}, Node ${process.version}, ` +
      `${data.machine.cpus} cores (${data.machine.cpu}); load average ${num(loadBefore, 1)} before, ${num(data.machine.loadAverageAfter, 1)} after. ` +
      `Whole run ${Math.floor(durationS / 60)} min ${durationS % 60} s (${Object.entries(phases).map(([k, v]) => `${k} ${v} s`).join(', ')}).`,
    '',
    'The floor (bench/floor) is a minimal Next.js app of the same versions with one static page of about 4,000 characters of text. ' +
      'KB = 1,024 bytes. Ratio = site / floor. Budgets: issue 10 (bench/budgets.cjs).',
  ].join('\n');
  report.write(path.join(BENCH, 'report.md'), path.join(BENCH, 'report.json'), header, data);
  log(`report: bench/report.md (${report.failures.length} failed)`);
  for (const failure of report.failures) log(`FAIL ${failure.section}: ${failure.figure}: ${failure.siteText} (budget ${failure.budget})`);
  return report.failures.length === 0;
}

let exitCode = 2;
try {
  const ok = FLOOR_ONLY ? (await floorOnly(), true) : await main();
  log(`done in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  stopAll();
}
process.exit(exitCode);
