import type { BrowserContext } from '@playwright/test';

/** The cookie of lib/notice/expiry.ts (kept literal here: the e2e tests check what the browser sees). */
export const NOTICE_COOKIE = 'ImportantNoticeWatchedTime';

/**
 * For tests where the important-notice popup is beside the point: the visitor closed it just now,
 * so with the home page's `daily` expiry it stays away for the whole test.
 */
export async function skipNoticePopup(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('skipNoticePopup needs the baseURL of the Playwright config');
  await context.addCookies([{ name: NOTICE_COOKIE, value: new Date().toISOString(), url: baseURL }]);
}
