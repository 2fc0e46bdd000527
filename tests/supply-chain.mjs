#!/usr/bin/env node
/**
 * Supply-chain floor, run by `npm test`:
 * 1. the installed Next.js is at or above 16.2.11 (middleware-bypass, RSC and cache advisories);
 * 2. `npm audit --omit=dev` reports no high or critical advisory.
 * Some registries (this machine's mirror among them) do not serve npm's audit endpoint: then the audit
 * is reported as unavailable, not as passed, and only the version floor decides.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const NEXT_FLOOR = [16, 2, 11];

function atLeast(version, floor) {
  const parts = version.split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < floor.length; i++) {
    if (parts[i] !== floor[i]) return parts[i] > floor[i];
  }
  return true;
}

let failed = false;
const next = require('next/package.json').version;
if (atLeast(next, NEXT_FLOOR)) console.log(`ok   next ${next} >= ${NEXT_FLOOR.join('.')}`);
else {
  console.error(`FAIL next ${next} is below the security floor ${NEXT_FLOOR.join('.')}`);
  failed = true;
}

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  if (serious === 0) console.log(`ok   npm audit --omit=dev: no high or critical advisory (${counts.total ?? 0} in all)`);
  else {
    console.error(`FAIL npm audit --omit=dev: ${counts.high} high, ${counts.critical} critical`);
    for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
      if (v.severity === 'high' || v.severity === 'critical') console.error(`     ${name} (${v.severity}) ${v.range}`);
    }
    failed = true;
  }
} else {
  const reason = report?.message ?? audit.error?.message ?? (audit.stderr || 'no answer').trim().split('\n')[0];
  console.warn(`skip npm audit unavailable from this registry: ${reason}`);
}
process.exit(failed ? 1 : 0);
