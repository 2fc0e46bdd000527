import { E2E_GTM_ID } from './consent';

/**
 * The environment both browser suites start the production server (`node server.mjs`) with: its
 * address, the address the pages were built for, the tag container of tests/e2e/consent.ts, a fresh
 * database, and a rate limit that lets a suite submit each form in three languages from one address.
 * playwright.config.ts and tests/engines/playwright.config.ts add their own settings to these.
 */
export function testServerEnv(port: number, siteUrl: string, dataDir: string) {
  return {
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    SITE_URL: siteUrl,
    GTM_ID: E2E_GTM_ID,
    DATA_DIR: dataDir,
    FORMS_RATE_LIMIT: '40',
  };
}
