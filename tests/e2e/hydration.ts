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

/**
 * Opens the dialog that `opener` controls as a keyboard user does (focus, Enter) once the opener is
 * hydrated, and returns the open dialog, checked visible.
 */
export async function openDialogByKeyboard(opener: Locator): Promise<Locator> {
  await hydrated(opener);
  await opener.focus();
  await opener.page().keyboard.press('Enter');
  const dialog = opener.page().locator('dialog[open]');
  await expect(dialog).toBeVisible();
  return dialog;
}
