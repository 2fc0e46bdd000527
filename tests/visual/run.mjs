#!/usr/bin/env node
/**
 * The visual sweep (`npm run test:visual`, and a step of `npm test`): every template x language x
 * width of the production build in .next (the one the end-to-end step made; built here only when
 * there is none), looked at by the detectors of tests/visual/detectors. Writes, as it goes,
 * test-results/visual/shots/<template>/<lang>-<width>.jpg (findings boxed in red) and, at the end,
 * test-results/visual/index.html (every shot side by side, findings listed under each) and
 * summary.json; prints the findings by detector and by template.
 *
 *   --report   list every finding and exit 0 (the default fails on any finding not exempted)
 *   --all      every page of the route table, not one per layout (VISUAL_ALL=1)
 *   --keep     keep the previous results (after sweeping a few templates again with -g)
 * Other arguments go to Playwright (`-- -g contact-us` sweeps one template).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { ensureBrowser } from '../browser-setup.mjs';
import { writeReport } from './report.mjs';

const args = process.argv.slice(2);
const report = args.includes('--report');
const all = args.includes('--all');
const keep = args.includes('--keep');
const rest = args.filter((a) => !['--report', '--all', '--keep'].includes(a));

try {
  ensureBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(report ? { VISUAL_REPORT: '1' } : {}), ...(all ? { VISUAL_ALL: '1' } : {}) };
if (!existsSync('.next/BUILD_ID')) {
  const siteUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  console.log(`No production build in .next: building one for ${siteUrl}…`);
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...env, SITE_URL: siteUrl, GTM_ID: 'GTM-TEST000' } }).status ?? 1;
  if (built !== 0) process.exit(built);
}

if (!keep) rmSync('test-results/visual', { recursive: true, force: true });
const started = Date.now();
const status = spawnSync('npx', ['playwright', 'test', '-c', 'tests/visual/playwright.config.ts', ...rest], { stdio: 'inherit', env }).status ?? 1;
const seconds = Math.round((Date.now() - started) / 1000);
const summary = writeReport(seconds);
console.log(`\nvisual sweep: ${summary.shots} shots of ${summary.templates} templates in ${seconds} s; ${summary.open} finding(s) open, ${summary.exempt} exempted${summary.errors ? `, ${summary.errors} capture(s) failed` : ''}`);
for (const [detector, n] of Object.entries(summary.byDetector)) console.log(`  ${detector}: ${n}`);
console.log('by template:');
for (const [template, n] of Object.entries(summary.byTemplate)) console.log(`  ${template}: ${n}`);
console.log('screenshots: test-results/visual/index.html');
process.exit(report ? (summary.errors > 0 || summary.shots === 0 ? 1 : 0) : status);
