import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/chromium-args.cjs';
import { testServerEnv } from './tests/e2e/server-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Form submissions of a test run go to a fresh embedded database, never the developer's.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hactl-e2e-db-'));
// Workers load this file again: they must see the same folder, not make new ones.
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One worker in CI: on its 2-core machine two workers were no faster than one (the browsers and the
  // server share the cores) and made the slowest pages' axe scans three times slower, near the test
  // timeout. Locally, Playwright's default.
  workers: process.env.CI ? 1 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
  // Tests tagged @mutates-content edit content files and run only once every other test is done.
  projects: [
    { name: 'chromium', grepInvert: /@mutates-content/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'content-edits', grep: /@mutates-content/, dependencies: ['chromium'], use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The production server of `npm run serve`: Next behind its one-second response cache.
    command: 'node server.mjs',
    url: `http://127.0.0.1:${PORT}/api/en/config`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The suites' shared settings (tests/e2e/server-env.ts), and test values of the secrets
    // (tests/e2e/seo.spec.ts uses the same).
    env: {
      ...testServerEnv(PORT, `http://127.0.0.1:${PORT}`, DATA_DIR),
      PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-0123456789',
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789',
      // Every browser test comes from 127.0.0.1: its searches and gift-user lookups are not limited here.
      SEARCH_RATE_LIMIT: '100000',
      LOOKUP_RATE_LIMIT: '100000',
      // Mail of the form tests: .eml files beside the temporary database (lib/mail/outbox.ts).
      MAIL_OUTBOX_DIR: `${DATA_DIR}-mail`,
      // The tests pose as the load balancer: their X-Forwarded-For names the client, so each test
      // can be its own client (forms.spec.ts). Production trusts no proxy unless configured.
      TRUSTED_PROXIES: 'loopback',
    },
  },
});
