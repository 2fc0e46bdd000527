#!/usr/bin/env node
/**
 * `npm test`: every check, in order — the supply-chain floor (next version, npm audit), ESLint,
 * TypeScript, jest (unit + integration), Playwright (end-to-end in Debian Chromium), the short soak
 * test (tests/soak/run.mjs --short), the cross-engine journey in Firefox ESR and WebKitGTK
 * (tests/engines; the engines installed with apt when missing), the visual sweep (tests/visual),
 * then the two-instance cluster test (about a minute; Redis and PostgreSQL installed with apt when
 * missing), the last four on the build the end-to-end step made. Ends with one summary line
 * "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Playwright empties test-results/ when it starts, so jest's report is kept beside it.
const JEST_REPORT = 'jest-results.json';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const steps = [];
let failed = false;

function step(name, cmd, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
  steps.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) failed = true;
  return status;
}

mkdirSync('test-results', { recursive: true });
rmSync(JEST_REPORT, { force: true });
rmSync('test-results/e2e-results.json', { force: true });
const CLUSTER_REPORT = 'test-results/cluster-results.json';
const ENGINES_REPORT = 'test-results/engines/results.json';

step('supply-chain', 'node', ['tests/supply-chain.mjs']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('typecheck', 'npx', ['tsc', '--noEmit']);
// Files, exports, types and dependencies nothing uses (knip.jsonc).
step('dead-code', 'npx', ['knip']);
step('unit', 'npx', ['jest', '--ci', '--json', `--outputFile=${JEST_REPORT}`]);
step('e2e', 'node', ['tests/e2e/run.mjs']);
// The short soak (3,000 hostile and normal requests against server.mjs) on the build e2e made.
const SOAK_REPORT = 'test-results/soak-results.json';
rmSync(SOAK_REPORT, { force: true });
step('soak', 'node', ['tests/soak/run.mjs', '--short'], { SOAK_SKIP_BUILD: '1' });
rmSync(ENGINES_REPORT, { force: true });
step('engines', 'node', ['tests/engines/run.mjs']);
// The visual sweep (tests/visual): every template x language x width of the same build, looked at
// by the detectors; screenshots and index.html under test-results/visual/.
const VISUAL_REPORT = 'test-results/visual/results.json';
rmSync(VISUAL_REPORT, { force: true });
step('visual', 'node', ['tests/visual/run.mjs']);
// Written after Playwright, which empties test-results/ when it starts.
rmSync(CLUSTER_REPORT, { force: true });
step('cluster', 'node', ['tests/cluster/run.mjs'], { CLUSTER_SKIP_BUILD: '1' });

let passed = 0;
let failedTests = 0;
if (existsSync(JEST_REPORT)) {
  const jest = JSON.parse(readFileSync(JEST_REPORT, 'utf8'));
  passed += jest.numPassedTests;
  failedTests += jest.numFailedTests;
}
if (existsSync('test-results/e2e-results.json')) {
  const e2e = JSON.parse(readFileSync('test-results/e2e-results.json', 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failedTests += e2e.stats?.unexpected ?? 0;
}

for (const report of [ENGINES_REPORT, VISUAL_REPORT].filter((file) => existsSync(file))) {
  const playwright = JSON.parse(readFileSync(report, 'utf8'));
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  failedTests += playwright.stats?.unexpected ?? 0;
}

for (const report of [SOAK_REPORT, CLUSTER_REPORT].filter((file) => existsSync(file))) {
  const { results } = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.filter((r) => r.ok).length;
  failedTests += results.filter((r) => !r.ok).length;
}

console.log('\nSummary:');
for (const s of steps) console.log(`  ${s.status === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (failed && failedTests === 0) failedTests = steps.filter((s) => s.status !== 0).length;
console.log(`\n${passed} passed, ${failedTests} failed`);
process.exit(failed ? 1 : 0);
