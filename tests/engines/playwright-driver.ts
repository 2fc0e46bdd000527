import { firefox, type Browser, type BrowserContext, type ElementHandle, type Page } from '@playwright/test';
import { describeTarget, findInPage, type CollectedError, type EngineDriver, type Target } from './driver';

/**
 * Firefox ESR through Playwright's WebDriver BiDi channel (`moz-firefox`): Debian's Firefox, no
 * geckodriver and no browser download. Needs @playwright/test 1.64.x with Firefox ESR 153 (docs/testing.md,
 * Firefox and WebKit: 1.65 sends a BiDi command ESR 153 does not know when it opens a page).
 */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const FIND_TIMEOUT = 10_000;

export async function launchFirefox(baseURL: string, width: number, height: number, reducedMotion = false): Promise<EngineDriver> {
  // page.emulateMedia({ reducedMotion }) is silently ignored over BiDi by Firefox ESR 153: the
  // preference is what a visitor who asked their system for less motion has.
  const browser = await firefox.launch({
    channel: 'moz-firefox',
    executablePath: FIREFOX,
    firefoxUserPrefs: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  });
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  const page = await context.newPage();
  return new PlaywrightDriver(browser, context, page, baseURL);
}

class PlaywrightDriver implements EngineDriver {
  readonly engine = 'firefox' as const;

  constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  async goto(path: string) {
    await this.page.goto(path, { waitUntil: 'load' });
  }

  async location() {
    return this.page.evaluate(() => location.pathname + location.search);
  }

  private async find(target: Target): Promise<ElementHandle<Element>> {
    const handle = await this.page.waitForFunction(findInPage, target, { timeout: FIND_TIMEOUT, polling: 100 }).catch(() => {
      throw new Error(`not found: ${describeTarget(target)}`);
    });
    return handle as ElementHandle<Element>;
  }

  /**
   * The middle of the element, once in view, no longer moving and not covered: the page may still be
   * scrolling (a list that moves focus to its new items) when the element is found. Through the mouse
   * rather than ElementHandle.click: over BiDi, Playwright 1.64 sometimes waits before a click for a
   * navigation Firefox never reports as finished (after the Next router's history updates).
   */
  private async point(target: Target): Promise<{ x: number; y: number }> {
    const end = Date.now() + FIND_TIMEOUT;
    let last = '';
    for (;;) {
      const el = await this.find(target);
      const spot = await el.evaluate((e, previous) => {
        const box = e.getBoundingClientRect();
        const inView = box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
        if (!inView) e.scrollIntoView({ block: 'center', inline: 'center' });
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const now = `${x},${y}`;
        const hit = document.elementFromPoint(x, y);
        const ready = inView && now === previous && hit !== null && (e === hit || e.contains(hit));
        return { x, y, now, ready };
      }, last);
      if (spot.ready) return spot;
      if (Date.now() > end) throw new Error(`not clickable (moving, covered or out of view): ${describeTarget(target)}`);
      last = spot.now;
      await this.page.waitForTimeout(100);
    }
  }

  async click(target: Target) {
    const { x, y } = await this.point(target);
    await this.page.mouse.click(x, y);
  }

  async hover(target: Target) {
    const { x, y } = await this.point(target);
    await this.page.mouse.move(x, y);
  }

  async select(target: Target, value: string) {
    await (await this.find(target)).selectOption(value);
  }

  async type(target: Target, text: string) {
    const el = await this.find(target);
    await el.focus();
    await this.page.keyboard.type(text);
  }

  async press(key: 'Tab' | 'Enter' | 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'Space') {
    await this.page.keyboard.press(key);
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.page.evaluate<R, unknown>(fn as (arg: unknown) => R, arg);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
  }

  async screenshot(file: string) {
    await this.page.screenshot({ path: file });
  }

  async clearCookies() {
    await this.context.clearCookies();
  }

  async errors(): Promise<CollectedError[]> {
    return this.page.evaluate(() => (window as unknown as { __engineErrors?: CollectedError[] }).__engineErrors ?? [{ kind: 'error', message: 'the error collector is missing from this page' }]);
  }

  async withReducedMotion() {
    const size = this.page.viewportSize() ?? { width: 1280, height: 800 };
    return launchFirefox(this.baseURL, size.width, size.height, true);
  }

  async close() {
    await this.browser.close();
  }
}
