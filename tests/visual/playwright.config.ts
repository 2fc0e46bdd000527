import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_GTM_ID } from '../e2e/consent';
import { SWEEP_CHROMIUM_ARGS } from './shots';

/**
 * The visual sweep (tests/visual/run.mjs): one worker, so one browser, whose pages the sweep runs
 * side by side (sweep.spec.ts); against the production build the end-to-end step made, served on
 * the port it was built for.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.VISUAL_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hactl-visual-db-'));
process.env.VISUAL_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: 'sweep.spec.ts',
  outputDir: path.join(process.cwd(), 'test-results', 'visual', 'playwright'),
  workers: 1,
  fullyParallel: false,
  // One retry in CI, as the end-to-end suite has: a capture on a loaded machine can catch a moment
  // no visitor sees (once in 324 captures, a page's text half-faded); a real defect fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(process.cwd(), 'test-results', 'visual', 'results.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: SWEEP_CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node server.mjs',
    cwd: process.cwd(),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { HOSTNAME: '127.0.0.1', PORT: String(PORT), SITE_URL: `http://127.0.0.1:${PORT}`, GTM_ID: E2E_GTM_ID, DATA_DIR, SEARCH_RATE_LIMIT: '100000' },
  },
});
