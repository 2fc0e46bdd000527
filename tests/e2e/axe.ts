import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0-2.2 A and AA, and axe's best practices: the rules the site promises to meet. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe over the page (or the part `include` selects), one readable line per failing element, so a
 * failure names the rule and the place. An empty scan would pass anything: it must check something.
 *
 * axe runs in the page, injected once per document. @axe-core/playwright's AxeBuilder injects its
 * half-megabyte script again for every scan and, by default, opens a blank page to merge the frames'
 * results: 1.4-1.7 s a scan here, against 0.3-0.9 s for the run itself, over some 400 scans a
 * suite. What this gives up is frames, and the site renders none (lib/content/sanitize.ts drops them from
 * rich text). page.evaluate goes past the page's Content-Security-Policy, as the builder's did.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], iframes: false };
  const { violations, passes } = await page.evaluate(
    async ([selector, runOptions]) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
      // Sections far from the viewport skip painting (content-visibility: auto, globals.css), and
      // axe reads colours from what is painted. A visitor sees them drawn once scrolled to, so axe
      // checks them drawn.
      const drawAll = document.createElement('style');
      drawAll.textContent = '* { content-visibility: visible !important; }';
      document.head.append(drawAll);
      try {
        return await axe.run(selector ? { include: [[selector]] } : document, runOptions);
      } finally {
        drawAll.remove();
      }
    },
    [include ?? null, options] as const,
  );
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
