import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testServerEnv } from '../e2e/server-env';
import { ENGINES_RESULTS, PORT, UPSTREAM_PORT } from './settings';

/**
 * The cross-engine journey (tests/engines/run.mjs runs it, `npm run test:engines`): Firefox ESR and
 * WebKitGTK, the whole journey at 1280 and at 390 px, against the production build
 * the end-to-end step made.
 */
const DATA_DIR = process.env.ENGINES_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hactl-engines-db-'));
process.env.ENGINES_DATA_DIR = DATA_DIR;

const project = (engine: 'firefox' | 'webkit', width: 390 | 1280) => ({ name: `${engine}-${width}`, grep: new RegExp(`@w${width}\\b`), use: { engine, width } });

export default defineConfig<object, { engine: 'firefox' | 'webkit'; width: 390 | 1280 }>({
  testDir: '.',
  testMatch: 'journey.spec.ts',
  outputDir: path.join(ENGINES_RESULTS, 'playwright'),
  // One browser at a time: two cores run the server and the browser.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(ENGINES_RESULTS, 'results.json') }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, actionTimeout: 15_000, navigationTimeout: 30_000 },
  projects: [project('firefox', 1280), project('firefox', 390), project('webkit', 1280), project('webkit', 390)],
  webServer: [
    {
      // The production server of `npm run serve`, as in the end-to-end suite (playwright.config.ts).
      command: 'node server.mjs',
      cwd: process.cwd(),
      // The health check opens the embedded database (SELECT 1): the journey's first form post then
      // does not pay for creating it, which on a busy 2-core machine took most of a minute.
      url: `http://127.0.0.1:${UPSTREAM_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // The pages were built for the front door's address (proxy.mjs, below), not the server's own.
      env: testServerEnv(UPSTREAM_PORT, `http://127.0.0.1:${PORT}`, DATA_DIR),
    },
    {
      command: 'node tests/engines/proxy.mjs',
      cwd: process.cwd(),
      url: `http://127.0.0.1:${PORT}/__engines/collector.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { ENGINES_PORT: String(PORT), ENGINES_UPSTREAM_PORT: String(UPSTREAM_PORT) },
    },
  ],
});
