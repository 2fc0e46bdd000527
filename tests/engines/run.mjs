#!/usr/bin/env node
/**
 * The cross-engine journey (`npm run test:engines`, and a step of `npm test`): installs the engines
 * when missing (tests/browser-setup.mjs), then runs tests/engines/playwright.config.ts under
 * xvfb-run (WebKitGTK's MiniBrowser needs an X display) against the production build in .next —
 * the one the end-to-end step made; nothing is rebuilt. Writes test-results/engines/index.html,
 * the screenshots of every engine and width side by side, and prints the time each engine took.
 *
 * Arguments go to Playwright: `npm run test:engines -- --project webkit-390`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureEngines } from '../browser-setup.mjs';
import { ENGINES, readEngineShots } from './shots.mjs';

const RESULTS = path.join('test-results', 'engines');

try {
  ensureEngines();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run test:e2e` (or `next build` with SITE_URL=http://127.0.0.1:$E2E_PORT) first.');
  process.exit(1);
}

for (const engine of ENGINES) rmSync(path.join(RESULTS, engine), { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// A screen larger than the widest window (1280 px plus MiniBrowser's frame); 24-bit colour for screenshots.
const args = ['-a', '-s', '-screen 0 1600x1200x24', 'npx', 'playwright', 'test', '-c', 'tests/engines/playwright.config.ts', ...process.argv.slice(2)];
const started = Date.now();
const status = spawnSync('xvfb-run', args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).status ?? 1;
const total = Math.round((Date.now() - started) / 1000);

// Time per project, from Playwright's JSON report (the browser launches count toward their first test).
const reportFile = path.join(RESULTS, 'results.json');
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const perProject = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) perProject[t.projectName] = (perProject[t.projectName] ?? 0) + t.results.reduce((sum, r) => sum + r.duration, 0);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  console.log(`\nengines: ${total} s in all, of which ${Object.entries(perProject).map(([p, ms]) => `${p} ${Math.round(ms / 1000)} s`).join(', ')}`);
}

writeFileSync(path.join(RESULTS, 'index.html'), indexHtml());
console.log(`screenshots: ${path.join(RESULTS, 'index.html')}`);
process.exit(status);

/** Every screenshot, one row per page, one column per engine and width. */
function indexHtml() {
  const shots = readEngineShots(RESULTS);
  const columns = [...new Set(shots.map((s) => `${s.engine} ${s.width}`))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const names = [...new Set(shots.map((s) => s.name))].sort();
  const cell = (column, name) => {
    const shot = shots.find((s) => `${s.engine} ${s.width}` === column && s.name === name);
    return shot ? `<td><a href="${shot.file}"><img src="${shot.file}" alt="${name} in ${column} px" loading="lazy"></a></td>` : '<td>—</td>';
  };
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Cross-engine screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}img{width:320px;height:auto}</style>
<h1>Cross-engine journey screenshots</h1><p>${new Date().toISOString()}. The visual sweep's index (test-results/visual/index.html) shows them beside Chromium's shot of the same page.</p>
<table><tr><th>page</th>${columns.map((c) => `<th>${c} px</th>`).join('')}</tr>
${names.map((n) => `<tr><th>${n}</th>${columns.map((c) => cell(c, n)).join('')}</tr>`).join('\n')}
</table></html>
`;
}
