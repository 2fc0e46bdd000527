import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { LANGS } from '../../lib/i18n';
import { openDialogByKeyboard } from './hydration';
import { horizontalOverflow } from './overflow';

/** The text of each line an element paints, top to bottom (characters grouped by their line's top). */
function paintedLines(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const byTop = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? '') + text[i]);
      }
    }
    return [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  });
}

test.describe('fees and charges on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of LANGS) {
    test(`${lang}: every table keeps its columns and scrolls sideways by keyboard`, async ({ page }) => {
      await page.goto(`/${lang}/services/fees-charges`);
      const regions = page.locator('main [role="region"][tabindex="0"]:has(table)');
      expect(await regions.count()).toBeGreaterThanOrEqual(3);
      for (const region of await regions.all()) {
        const table = region.locator('table');
        await expect(table.locator('caption')).not.toBeEmpty();
        const headers = await table.locator('thead th').count();
        expect(headers).toBeGreaterThanOrEqual(3);
        // Every row still has a cell under every column header: no column was dropped to fit.
        for (const row of await table.locator('tbody tr').all()) expect(await row.locator('th, td').count()).toBe(headers);

        const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        if (scrollWidth > clientWidth) {
          await region.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        }
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('table labels on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['zh-hk', 'zh-cn'] as const) {
    test(`${lang}: no key-column label of the facts tables leaves one character alone on its last line`, async ({ page }) => {
      await page.goto(`/${lang}/about-us/facts-figures`);
      const cells = page.locator('main .table-scroll tr > :first-child');
      expect(await cells.count()).toBeGreaterThanOrEqual(5);
      // Each label's painted lines, and how many characters the last one holds.
      const lastLines = [];
      for (const cell of await cells.all()) {
        const lines = (await paintedLines(cell)).map((line) => line.trim());
        lastLines.push({ label: await cell.textContent(), lines: lines.length, last: lines.at(-1) ?? '' });
      }
      expect(lastLines.filter((cell) => cell.lines > 1 && [...cell.last].length === 1)).toEqual([]);
    });
  }
});

test.describe('facts lines on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of LANGS) {
    test(`${lang}: a separator is painted between two facts on a line, never at a line's start or end`, async ({ page }) => {
      await page.goto(`/${lang}/about-us/awards-certifications/certifications`);
      // Each facts list's items: where their text starts and ends (a separator drawn by CSS is not
      // text, so it falls outside), and whether an item opens a line.
      const lists = page.locator('main ul[class*="meta"]');
      const factsLists = () =>
        lists.evaluateAll((uls) =>
          uls.map((ul) =>
            [...ul.children].map((li) => {
              const range = document.createRange();
              range.selectNodeContents(li);
              const r = range.getBoundingClientRect();
              const prev = li.previousElementSibling?.getBoundingClientRect();
              const top = li.getBoundingClientRect().top;
              return { left: r.left, right: r.right, top: r.top, height: r.height, opensLine: !prev || Math.round(prev.top) !== Math.round(top) };
            }),
          ),
        );
      // The first list that wraps and also holds two facts on one line, so both cases are seen.
      const index = (await factsLists()).findIndex((list) => list.filter((item) => item.opensLine).length > 1 && list.some((item) => !item.opensLine));
      expect(index, 'a facts list that wraps with two facts on one line').toBeGreaterThanOrEqual(0);
      await lists.nth(index).scrollIntoViewIfNeeded();
      const items = (await factsLists())[index];
      /** Dark pixels in the strip a separator takes, left of a fact's text or right of it. */
      const inkBeside = async (item: (typeof items)[number], side: 'before' | 'after') => {
        const x = side === 'before' ? item.left - 20 : item.right + 2;
        const png = await page.screenshot({ clip: { x, y: item.top, width: 18, height: item.height } });
        const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
        return [...data].filter((v) => v < 200).length / info.width / info.height;
      };
      for (const [i, item] of items.entries()) {
        const next = items[i + 1];
        if (item.opensLine) expect(await inkBeside(item, 'before'), `separator before the fact that opens a line (${i})`).toBe(0);
        else expect(await inkBeside(item, 'before'), `separator between facts (${i})`).toBeGreaterThan(0);
        if (!next || next.opensLine) expect(await inkBeside(item, 'after'), `separator after the fact that ends a line (${i})`).toBe(0);
      }
    });
  }
});

test.describe('addresses and numbers', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an office e-mail is one link named by its address, broken only after its "@"', async ({ page }) => {
    await page.goto('/en/contact-us');
    const mails = page.locator('main address ~ dl a[href^="mailto:"], main dl a[href^="mailto:"]');
    expect(await mails.count()).toBeGreaterThanOrEqual(3);
    for (const mail of await mails.all()) {
      const address = (await mail.getAttribute('href'))!.slice('mailto:'.length);
      await expect(page.getByRole('link', { name: address, exact: true })).toHaveCount(1);
      // The text of each painted line: the first ends with "@" when the address wraps.
      const lines = await paintedLines(mail);
      expect(lines.join('')).toBe(address);
      if (lines.length > 1) expect(lines).toEqual([address.slice(0, address.indexOf('@') + 1), address.slice(address.indexOf('@') + 1)]);
    }
  });

  test('a phone number typed in rich text calls with a tap and stays on one line', async ({ page }) => {
    await page.goto('/en/services/iata-training/cargo-introductory-course');
    const phone = page.locator('main .rich-text a[href="tel:+85227530000"]').first();
    await expect(phone).toHaveText('+852 2753 0000');
    const box = await phone.evaluate((a) => a.getClientRects().length);
    expect(box).toBe(1);
  });
});

for (const lang of LANGS) {
  test(`${lang}: the milestones timeline is navigable by year with the keyboard`, async ({ page }) => {
    await page.goto(`/${lang}/about-us/milestones`);
    const years = page.locator('main nav a[href^="#year-"]');
    const count = await years.count();
    expect(count).toBeGreaterThanOrEqual(5);
    // A year in the middle (the page scrolls it to the top) and the last one.
    for (const chip of [years.nth(Math.floor(count / 2)), years.last()]) {
      const anchor = (await chip.getAttribute('href'))!;
      await chip.focus();
      await expect(chip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      const target = page.locator(anchor);
      await expect(target).toBeInViewport();
      // The milestone's year is not hidden under the sticky header, nor under the sticky year bar.
      const bar = page.locator('main nav:has(a[href^="#year-"])');
      await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top), { timeout: 3000 }).toBeGreaterThanOrEqual(await bar.evaluate((el) => el.getBoundingClientRect().bottom - 1));
    }
  });

  test(`${lang}: every year chip is in view or in a marked scroller`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/about-us/milestones`);
      const list = page.locator('main nav:has(a[href^="#year-"]) ul');
      const { overflows, fades } = await list.evaluate((el) => ({ overflows: el.scrollWidth > el.clientWidth + 1, fades: getComputedStyle(el).maskImage !== 'none' }));
      // Desktop: the chips wrap and all show; a phone's row scrolls with a fading edge.
      if (width >= 1024) expect(overflows).toBe(false);
      else expect(!overflows || fades).toBe(true);
    }
  });

  test(`${lang}: accordions open and close by keyboard`, async ({ page }) => {
    await page.goto(`/${lang}/services/fees-charges`);
    const item = page.locator('main details').first();
    const summary = item.locator('summary');
    await expect(item).not.toHaveAttribute('open', '');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open', '');
    await expect(item.locator('.rich-text, p').first()).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('open', '');
  });

  test(`${lang}: a leader's biography opens in a dialog and closes with Escape`, async ({ page }) => {
    // The biographies' code is a chunk of its own (modules/islands.client.tsx), fetched once the page hydrates.
    await page.goto(`/${lang}/about-us/leadership`, { waitUntil: 'networkidle' });
    const opener = page.locator('main button[aria-haspopup="dialog"]').first();
    const dialog = await openDialogByKeyboard(opener);
    await expect(dialog.locator('h2, h3').first()).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('subsidiary links open the company site in a new tab safely', async ({ page }) => {
  await page.goto('/en/about-us/subsidiary');
  const external = page.locator('main a[href^="https://"]');
  expect(await external.count()).toBeGreaterThanOrEqual(3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('a general page table of contents scrolls to its heading', async ({ page }) => {
  await page.goto('/en/privacy-notice');
  const toc = page.locator('main nav a[href^="#"]');
  expect(await toc.count()).toBeGreaterThanOrEqual(3);
  const link = toc.nth(2);
  const anchor = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  await expect(page.locator(anchor)).toBeInViewport();
});
