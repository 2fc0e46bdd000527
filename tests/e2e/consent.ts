import type { BrowserContext } from '@playwright/test';

/**
 * The GTM container the e2e build and server run with (tests/e2e/run.mjs and playwright.config.ts),
 * so the whole suite sees the site as production would, tag included.
 */
export const E2E_GTM_ID = 'GTM-TEST000';

/**
 * For specs where consent is beside the point: a visitor who has already answered the cookie bar
 * (necessary yes, performance no), so the bar does not cover what the spec clicks.
 */
export async function presetConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('presetConsent needs the baseURL of playwright.config.ts');
  const timestamp = Math.floor(Date.now() / 1000);
  const value = (consent: boolean) => encodeURIComponent(JSON.stringify({ consent, timestamp }));
  await context.addCookies([
    { name: 'necessary-cookies', value: value(true), url: baseURL, sameSite: 'Lax' },
    { name: 'performance-cookies', value: value(false), url: baseURL, sameSite: 'Lax' },
  ]);
}
