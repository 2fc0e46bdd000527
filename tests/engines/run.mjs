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
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureEngines } from '../browser-setup.mjs';

const RESULTS = path.join('test-results', 'engines');
const ENGINES = ['firefox', 'webkit'];

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
  const columns = [];
  for (const engine of ENGINES) {
    const dir = path.join(RESULTS, engine);
    if (!existsSync(dir)) continue;
    for (const width of readdirSync(dir).sort((a, b) => Number(b) - Number(a))) columns.push({ engine, width, dir: path.join(dir, width) });
  }
  const pages = [...new Set(columns.flatMap((c) => readdirSync(c.dir).filter((f) => f.endsWith('.png'))))].sort();
  const cell = (c, file) => (existsSync(path.join(c.dir, file)) ? `<td><a href="${c.engine}/${c.width}/${file}"><img src="${c.engine}/${c.width}/${file}" alt="${file} in ${c.engine} at ${c.width} px" loading="lazy"></a></td>` : '<td>—</td>');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Cross-engine screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}img{width:320px;height:auto}</style>
<h1>Cross-engine journey screenshots</h1><p>${new Date().toISOString()}. Chromium's are in the visual sweep; these are Firefox ESR and WebKitGTK.</p>
<table><tr><th>page</th>${columns.map((c) => `<th>${c.engine} ${c.width} px</th>`).join('')}</tr>
${pages.map((p) => `<tr><th>${p.slice(0, -4)}</th>${columns.map((c) => cell(c, p)).join('')}</tr>`).join('\n')}
</table></html>
`;
}
