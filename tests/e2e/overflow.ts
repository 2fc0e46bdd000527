import type { Page } from '@playwright/test';

/** How far the page is wider than its viewport: above 0 the visitor has to scroll sideways (a reflow failure). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
