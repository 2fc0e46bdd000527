import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated the element (React keeps its props on the node): a key press
 * before that reaches no handler. `networkidle` can come first: an island's chunk is requested only
 * once hydration reaches it, which on a busy machine can be more than half a second after the page's
 * last request.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 })
    .toBe(true);
}
