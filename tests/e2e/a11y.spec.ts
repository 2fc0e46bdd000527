import { expect, test, type Page } from '@playwright/test';
import { LANGS, type Lang } from '../../lib/i18n';
import enHeader from '../../messages/en/header.json';
import zhCnHeader from '../../messages/zh-cn/header.json';
import zhHkHeader from '../../messages/zh-hk/header.json';
import { axeViolations } from './axe';
import { presetConsent } from './consent';
import { skipNoticePopup } from './notice';

/**
 * Accessibility of the interactive states (the pages themselves are swept by routes.spec.ts at
 * 1280 px and company.spec.ts at 375 px; the cookie bar and panel by cookies.spec.ts; form errors,
 * thank-you dialogs and the lightbox by forms.spec.ts and media.spec.ts), keyboard focus that is
 * never hidden, and reduced motion.
 */
const HEADER: Record<Lang, typeof enHeader> = { en: enHeader, 'zh-hk': zhHkHeader, 'zh-cn': zhCnHeader };

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

test.describe('interactive states pass axe', () => {
  for (const lang of LANGS) {
    test(`${lang}: the important-notice popup`, async ({ page, context, baseURL }) => {
      // The popup waits for the cookie bar's answer.
      await presetConsent(context, baseURL);
      await open(page, `/${lang}`);
      await expect(page.locator('dialog[open]')).toBeVisible();
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    });

    test.describe(`${lang}: header`, () => {
      test.beforeEach(async ({ context, baseURL }) => {
        await presetConsent(context, baseURL);
        await skipNoticePopup(context, baseURL);
      });

      test('an open submenu and the open search box', async ({ page }) => {
        await open(page, `/${lang}/about-us/leadership`);
        const nav = page.getByRole('navigation', { name: HEADER[lang].mainNavigation });
        const toggle = nav.locator('button[aria-expanded]').first();
        await toggle.focus();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(await axeViolations(page, '[data-site-header]')).toEqual([]);
        await page.keyboard.press('Escape');

        await page.getByRole('banner').getByRole('button', { name: HEADER[lang].search, exact: true }).click();
        await expect(page.getByRole('searchbox')).toBeVisible();
        expect(await axeViolations(page, '[data-site-header]')).toEqual([]);
      });

      test('the mobile menu at 375 px with a section open', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await open(page, `/${lang}/about-us/leadership`);
        const hamburger = page.getByRole('button', { name: HEADER[lang].menu, exact: true });
        await hamburger.click();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
        const nav = page.getByRole('navigation', { name: HEADER[lang].mainNavigation });
        await nav.locator('button[aria-expanded]').first().click();
        await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(1);
        expect(await axeViolations(page, '[data-site-header]')).toEqual([]);
      });
    });
  }
});

/**
 * Tabs through the page and reports every focused control that is hidden (WCAG 2.4.11: not
 * entirely covered by the sticky header, the cookie bar or anything else) or shows no focus
 * indicator (2.4.7).
 */
async function tabAndCheck(page: Page, presses: number): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const rect = el.getBoundingClientRect();
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + 2, rect.top + 2],
        [rect.right - 2, rect.top + 2],
        [rect.left + 2, rect.bottom - 2],
        [rect.right - 2, rect.bottom - 2],
      ];
      const seen = points.some(([x, y]) => {
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === el || el.contains(top) || top.contains(el));
      });
      if (!seen) return `${name} is hidden when focused`;
      const style = getComputedStyle(el);
      const indicator = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return indicator ? null : `${name} shows no focus indicator`;
    });
    if (problem) problems.push(problem);
  }
  return problems;
}

test.describe('keyboard focus is always visible', () => {
  for (const [width, height] of [[1280, 800], [375, 740]] as const) {
    test(`${width} px: with the cookie bar open, on a long page`, async ({ page, baseURL, context }) => {
      // 60 key presses, each checked in the page: longer than one page test on a 2-core machine.
      test.slow();
      await skipNoticePopup(context, baseURL);
      await page.setViewportSize({ width, height });
      await open(page, '/en/about-us/corporate-governance');
      await expect(page.locator('[data-cookie-bar]')).toBeVisible();
      expect(await tabAndCheck(page, 60)).toEqual([]);
    });

    test(`${width} px: the home page after consent`, async ({ page, baseURL, context }) => {
      test.slow();
      await presetConsent(context, baseURL);
      await skipNoticePopup(context, baseURL);
      await page.setViewportSize({ width, height });
      await open(page, '/en');
      expect(await tabAndCheck(page, 60)).toEqual([]);
    });
  }

  test('the skip link is the first stop and moves focus to the main content', async ({ page, baseURL, context }) => {
    await presetConsent(context, baseURL);
    await skipNoticePopup(context, baseURL);
    await open(page, '/en/about-us/leadership');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
    await skipNoticePopup(context, baseURL);
  });

  test('no smooth scrolling, and client navigation shows the next page without a slide', async ({ page }) => {
    await open(page, '/en/about-us/leadership');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/en\/general\/terms-of-use$/);
    // The page wrapper is at rest from the first frame: no offset, fully opaque.
    expect(await page.locator('main h1').evaluate((h1) => {
      for (let el: Element | null = h1; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.opacity !== '1' || (style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)')) return `${el.tagName} moves`;
      }
      return 'still';
    })).toBe('still');
  });

  test('the Top button jumps at once', async ({ page }) => {
    await open(page, '/en/about-us/leadership');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: /top/i }).last().click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the home page is still: banner, counters, cargo and fades', async ({ page }) => {
    await open(page, '/en');
    const moving = await page.evaluate(async () => {
      const snapshot = () =>
        [...document.querySelectorAll<HTMLElement>('main *')].map((el) => {
          const s = getComputedStyle(el);
          return `${s.transform}|${s.opacity}`;
        });
      const before = snapshot();
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((r) => setTimeout(r, 800));
      window.scrollTo(0, 0);
      await new Promise((r) => setTimeout(r, 800));
      const after = snapshot();
      return before.filter((v, i) => v !== after[i]).length;
    });
    expect(moving).toBe(0);
  });
});

/**
 * WCAG 1.4.11: the boundary of every form control (its border, or its fill for filled buttons) has
 * at least 3:1 contrast with what is behind it. axe checks text only, so this measures the rest.
 */
test('form controls and buttons stand out from their background (3:1)', async ({ page, baseURL, context }) => {
  await presetConsent(context, baseURL);
  await skipNoticePopup(context, baseURL);
  const weak: string[] = [];
  for (const path of ['/en/contact-us', '/en/media/hactlink', '/en/media/news-press/latest-news']) {
    await open(page, path);
    weak.push(
      ...(await page.evaluate(() => {
        const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        };
        const contrast = (a: number[], b: number[]) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (hi + 0.05) / (lo + 0.05);
        };
        const opaque = (value: string) => {
          const parts = rgb(value);
          return parts.length >= 3 && (parts.length === 3 || parts[3] > 0);
        };
        const backdrop = (el: Element | null): number[] => {
          for (let node = el; node; node = node.parentElement) {
            const bg = getComputedStyle(node).backgroundColor;
            if (opaque(bg)) return rgb(bg);
          }
          return [255, 255, 255];
        };
        const out: string[] = [];
        // Inputs need their boundary to be found; a button is identified by its text, so only a filled
        // or bordered button is measured.
        for (const el of document.querySelectorAll<HTMLElement>('main input:not([type=hidden]), main select, main textarea, main button')) {
          const rect = el.getBoundingClientRect();
          if (rect.width === 0 || el.closest('[aria-hidden="true"], [hidden], .visually-hidden')) continue;
          const style = getComputedStyle(el);
          const behind = backdrop(el.parentElement);
          const border = parseFloat(style.borderTopWidth) > 0 && opaque(style.borderTopColor) ? contrast(rgb(style.borderTopColor), behind) : 0;
          const fill = opaque(style.backgroundColor) ? contrast(rgb(style.backgroundColor), behind) : 0;
          if (el.tagName === 'BUTTON' && border === 0 && fill === 0) continue;
          // A native checkbox or radio is drawn by the browser, with its own AA boundary.
          if (/^(checkbox|radio)$/.test((el as HTMLInputElement).type ?? '') && style.appearance === 'auto') continue;
          if (Math.max(border, fill) < 3) out.push(`${location.pathname} ${el.tagName.toLowerCase()}#${el.id || el.className}: ${Math.max(border, fill).toFixed(2)}:1`);
        }
        return out;
      })),
    );
  }
  expect(weak).toEqual([]);
});
