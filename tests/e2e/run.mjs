#!/usr/bin/env node
/**
 * End-to-end tests: make sure Debian's Chromium and a CJK font are there (tests/browser-setup.mjs),
 * build the site, and run Playwright against `next start`.
 */
import { spawnSync } from 'node:child_process';
import { CHROMIUM, ensureBrowser } from '../browser-setup.mjs';

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

try {
  ensureBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!process.env.E2E_SKIP_BUILD) {
  // Pages are prerendered with their canonical URLs and the GTM container of tests/e2e/consent.ts
  // (E2E_GTM_ID), as in production: build them for the origin the tests serve.
  const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const built = run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl, GTM_ID: 'GTM-TEST000' });
  if (built !== 0) process.exit(built);
}
// The content-edits project waits for every other test (playwright.config.ts); when a spec or a
// filter is named, run just that, without first running everything the project depends on.
const args = process.argv.slice(2);
const deps = args.length > 0 ? ['--no-deps'] : [];
process.exit(run('npx', ['playwright', 'test', ...deps, ...args], { CHROMIUM_PATH: CHROMIUM }));
