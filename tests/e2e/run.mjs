#!/usr/bin/env node
/**
 * End-to-end tests: make sure Debian's Chromium is there (installing it when we run as root),
 * build the site, and run Playwright against `next start`.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium  (or set CHROMIUM_PATH)`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null', { stdio: 'inherit', shell: '/bin/bash' });
  if (!existsSync(CHROMIUM)) {
    console.error('apt-get finished but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
}

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

ensureChromium();
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
