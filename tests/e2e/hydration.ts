import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated the element (React keeps its props on the node): a key press
 * before that reaches no handler. `networkidle` alone is not enough for an island whose chunk is
 * fetched after hydration starts, on a machine busy enough to leave half a second between requests.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 })
    .toBe(true);
}
