import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0-2.2 A and AA, and axe's best practices: the rules the site promises to meet. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe over the page (or the part `include` selects), one readable line per failing element, so a
 * failure names the rule and the place. An empty scan would pass anything: it must check something.
 *
 * Legacy mode runs axe in the page itself. The default opens a blank page for every scan to merge the
 * frames' results, which took more than half of each scan's 3-4 s here. What legacy mode gives up is
 * cross-origin frames, and the site renders no frames (lib/sanitize.ts drops them from rich text).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations, passes } = await builder.analyze();
  expect(passes.length, 'axe checked something').toBeGreaterThan(0);
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
}

/**
 * Chinese text on a page in another language must be marked as Chinese (WCAG 3.1.2), or a screen
 * reader reads it with the page's English voice. Returns each unmarked text.
 */
export async function unmarkedChinese(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u3400-\u9fff\uf900-\ufaff]/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!/^zh\b/i.test(lang)) found.push(text.trim().slice(0, 40));
    }
    return found;
  });
}
