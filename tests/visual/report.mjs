// @ts-check
/**
 * test-results/visual/index.html and summary.json from the sweep's findings/*.json: one row per
 * template, one column per language and width (the phone's first visit last), each cell the
 * annotated screenshot with its numbered findings under it, so a release is reviewed in minutes.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENGINES, ENGINES_DIR, pagePath, readEngineShots } from '../engines/shots.mjs';

const RESULTS = path.join('test-results', 'visual');
const LANGS = ['en', 'zh-hk', 'zh-cn'];
const WIDTHS = [390, 768, 1280];

/** @typedef {import('./results').TemplateRecord} TemplateRecord */
/** @typedef {import('./results').ShotRecord} ShotRecord */
/** @typedef {import('../engines/shots.mjs').EngineShot} EngineShot */

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (/** @type {unknown} */ s) => String(s).replace(/[&<>"]/g, (c) => ENTITIES[c]);

/** @returns {TemplateRecord[]} */
export function readRecords() {
  const dir = path.join(RESULTS, 'findings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

/** @param {TemplateRecord[]} records */
export function summarize(records) {
  /** @type {Record<string, number>} */
  const byDetector = {};
  /** @type {Record<string, number>} */
  const byTemplate = {};
  let open = 0;
  let exempt = 0;
  let errors = 0;
  let shots = 0;
  for (const r of records) {
    for (const s of r.shots) {
      shots++;
      if (s.error) errors++;
      for (const f of s.findings) {
        if (f.exemption) {
          exempt++;
          continue;
        }
        open++;
        byDetector[f.detector] = (byDetector[f.detector] ?? 0) + 1;
        byTemplate[r.template] = (byTemplate[r.template] ?? 0) + 1;
      }
    }
  }
  const sorted = (/** @type {Record<string, number>} */ o) => Object.fromEntries(Object.entries(o).sort((a, b) => b[1] - a[1]));
  return { templates: records.length, shots, open, exempt, errors, byDetector: sorted(byDetector), byTemplate: sorted(byTemplate) };
}

/** @param {ShotRecord | undefined} shot */
function cell(shot) {
  if (!shot) return '<td class="none">—</td>';
  const list = shot.findings
    .map((f, i) => `<li class="${f.exemption ? 'exempt' : ''}"><b>${i + 1}</b> [${escape(f.detector)}] ${escape(f.message)}<br><code>${escape(f.element)}</code>${f.exemption ? `<br><i>exempt: ${escape(f.exemption)}</i>` : ''}</li>`)
    .join('');
  const open = shot.findings.filter((f) => !f.exemption).length;
  return `<td><a href="${escape(shot.file)}"><img src="${escape(shot.file)}" alt="${escape(shot.url)} at ${shot.width} px" loading="lazy"></a>
<div class="${open ? 'bad' : 'ok'}">${escape(shot.url)} · ${shot.seconds ?? '?'} s · ${shot.error ? `capture failed: ${escape(shot.error)}` : `${open} finding(s)`}${shot.remeasured ? ` · measured again after a move: ${escape(shot.remeasured.join('; '))}` : ''}${shot.retried ? ` · made again after: ${escape(shot.retried)}` : ''}</div>${list ? `<ol>${list}</ol>` : ''}</td>`;
}

/**
 * The cross-engine journey's screenshots (tests/engines, when it has run) beside Chromium's shot of
 * the same page at the same width: the journey's are of the viewport in a state it reached (a menu
 * open, a form's errors), Chromium's the sweep's whole page.
 * @param {TemplateRecord[]} records @param {EngineShot[]} [engineShots] @returns {string}
 */
export function acrossEngines(records, engineShots = readEngineShots()) {
  if (!engineShots.length) return '<h2>Across engines</h2><p>No cross-engine screenshots: run <code>npm run test:engines</code> first.</p>';
  const fromSweep = path.relative(RESULTS, ENGINES_DIR);
  const sweepShot = (/** @type {string | null} */ page, /** @type {number} */ width) =>
    page && records.flatMap((r) => r.shots).find((s) => !s.firstVisit && s.width === width && pagePath(s.url) === page);
  const keys = [...new Map(engineShots.map((s) => [`${s.width} ${s.name}`, s])).values()].sort((a, b) => b.width - a.width || a.name.localeCompare(b.name));
  const img = (/** @type {string} */ href, /** @type {string} */ alt) => `<a href="${escape(href)}"><img src="${escape(href)}" alt="${escape(alt)}" loading="lazy"></a>`;
  const rows = keys.map(({ width, name }) => {
    const own = engineShots.filter((s) => s.width === width && s.name === name);
    const page = own.find((s) => s.page)?.page ?? null;
    const chromium = sweepShot(page, width);
    const cells = ENGINES.map((engine) => {
      const shot = own.find((s) => s.engine === engine);
      return shot ? `<td>${img(path.posix.join(fromSweep, shot.file), `${name} in ${engine} at ${width} px`)}</td>` : '<td class="none">—</td>';
    });
    const first = chromium ? `<td>${img(chromium.file, `${page} in Chromium at ${width} px`)}</td>` : `<td class="none">${page ? 'not a sweep template' : 'own browser'}</td>`;
    return `<tr><th>${escape(name)} · ${width} px<br><small>${escape(page ?? '')}</small></th>${first}${cells.join('')}</tr>`;
  });
  return `<h2 id="engines">Across engines</h2>
<p>The cross-engine journey's screenshots (viewport, in the state the step left) beside the sweep's Chromium shot of the same page and width (whole page).</p>
<table><thead><tr><th>step</th><th>Chromium (sweep)</th>${ENGINES.map((e) => `<th>${e === 'firefox' ? 'Firefox ESR' : 'WebKitGTK'}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

/** @param {number} seconds */
export function writeReport(seconds) {
  const records = readRecords();
  const summary = { ...summarize(records), seconds, generated: new Date().toISOString() };
  const columns = [...LANGS.flatMap((lang) => WIDTHS.map((width) => ({ lang, width, firstVisit: false }))), ...LANGS.map((lang) => ({ lang, width: 390, firstVisit: true }))];
  const rows = records.map((r) => {
    const cells = columns.map((c) => cell(r.shots.find((s) => s.lang === c.lang && s.width === c.width && s.firstVisit === c.firstVisit))).join('');
    return `<tr><th id="${escape(r.template)}">${escape(r.template)}<br><small>/${escape(r.path)}</small></th>${cells}</tr>`;
  });
  const counts = Object.entries(summary.byDetector).map(([d, n]) => `<li>${escape(d)}: ${n}</li>`).join('');
  writeFileSync(
    path.join(RESULTS, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual sweep</title>
<style>body{font:13px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}
thead th{position:sticky;top:0;background:#fff;z-index:1}tbody th{position:sticky;left:0;background:#fff;min-width:9rem}img{width:260px;height:auto;display:block}
td{width:260px}ol{margin:4px 0;padding-left:1.2rem;max-width:260px}li{margin-bottom:4px;word-break:break-word}.bad{color:#b00;font-weight:600}.ok{color:#070}.exempt{color:#777}code{font-size:11px}</style>
<h1>Visual sweep</h1>
<p>${escape(summary.generated)} · ${summary.shots} shots of ${summary.templates} templates in ${seconds} s · <b>${summary.open}</b> open finding(s), ${summary.exempt} exempted${summary.errors ? `, ${summary.errors} failed capture(s)` : ''}. Click a shot for the full page; red boxes are numbered as the findings under it.</p>
<ul>${counts}</ul>
<table><thead><tr><th>template</th>${columns.map((c) => `<th>${c.lang} ${c.width} px${c.firstVisit ? '<br>first visit' : ''}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
${acrossEngines(records)}</html>
`,
  );
  writeFileSync(path.join(RESULTS, 'summary.json'), JSON.stringify(summary, null, 1));
  return summary;
}
