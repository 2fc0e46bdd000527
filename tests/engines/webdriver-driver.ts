import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { describeTarget, findInPage, type CollectedError, type EngineDriver, type Target } from './driver';

/**
 * WebKitGTK (Safari's engine) through WebDriver: Debian's WebKitWebDriver drives the GTK3
 * MiniBrowser, with selenium-webdriver 4.46 (4.47 needs Node 22). It needs an X display: the suite
 * runs under `xvfb-run` (tests/engines/run.mjs). Each driver starts its own WebKitWebDriver with a
 * GTK configuration folder of its own (see gtkConfig below).
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const FIND_TIMEOUT = 10_000;

/**
 * Test-only GTK settings for MiniBrowser. Its toolbar keeps the window at least 447 px wide; this CSS
 * lets the toolbar shrink, so the page can be 390 px like a phone. `gtk-enable-animations=0` is how a
 * GTK desktop asks for less motion, and WebKitGTK answers `prefers-reduced-motion: reduce` from it.
 */
function gtkConfig(folder: string, reducedMotion: boolean): string {
  const gtk = path.join(folder, 'gtk-3.0');
  mkdirSync(gtk, { recursive: true });
  writeFileSync(
    path.join(gtk, 'gtk.css'),
    'toolbar, toolbar *, entry, button, headerbar { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0); }\n',
  );
  writeFileSync(path.join(gtk, 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`);
  return folder;
}

async function waitForDriver(port: number, child: ChildProcess): Promise<void> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

export interface WebKitOptions {
  baseURL: string;
  width: number;
  height: number;
  /** The port of this driver's WebKitWebDriver. */
  port: number;
  /** A folder of its own for the GTK configuration. */
  configDir: string;
  reducedMotion?: boolean;
}

export async function launchWebKit(options: WebKitOptions): Promise<EngineDriver> {
  const child = spawn(WEBKIT_DRIVER, [`--port=${options.port}`, '--host=127.0.0.1'], {
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfig(options.configDir, options.reducedMotion ?? false) },
    stdio: 'ignore',
  });
  try {
    await waitForDriver(options.port, child);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${options.port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
    const webkit = new WebDriverDriver(driver, child, options);
    await webkit.setViewport(options.width, options.height);
    return webkit;
  } catch (error) {
    child.kill();
    throw error;
  }
}

const KEYS = { Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, Space: Key.SPACE };

class WebDriverDriver implements EngineDriver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    private readonly child: ChildProcess,
    private readonly options: WebKitOptions,
  ) {}

  async goto(path: string) {
    await this.driver.get(new URL(path, this.options.baseURL).href);
  }

  async location() {
    return this.evaluate(() => location.pathname + location.search, null);
  }

  private async find(target: Target): Promise<WebElement> {
    const end = Date.now() + FIND_TIMEOUT;
    for (;;) {
      const found = (await this.driver.executeScript(`return (${findInPage.toString()})(arguments[0])`, target)) as WebElement | null;
      if (found) return found;
      if (Date.now() > end) throw new Error(`not found: ${describeTarget(target)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Acts on the element once it is in view, scrolled to the middle of the screen when it was not (WebKitWebDriver's own scroll left the
   * contact form's checkbox "not interactable" at 1280 px) and has stopped moving. An element not yet
   * interactable or replaced by React is tried again until the find timeout, as Playwright's
   * actionability wait does.
   */
  private async act(target: Target, action: (el: WebElement) => Promise<void>) {
    const end = Date.now() + FIND_TIMEOUT;
    for (;;) {
      try {
        const el = await this.find(target);
        // Only when not fully in view: scrolling to centre a button of the sticky header scrolled the
        // page down, and on a phone the header then slid away.
        await this.driver.executeScript(
          'const b = arguments[0].getBoundingClientRect(); if (b.top < 0 || b.left < 0 || b.bottom > innerHeight || b.right > innerWidth) arguments[0].scrollIntoView({ block: "center", inline: "center" });',
          el,
        );
        await this.settled(el);
        await action(el);
        return;
      } catch (error) {
        const name = (error as Error).name;
        const transient = name === 'ElementNotInteractableError' || name === 'ElementClickInterceptedError' || name === 'StaleElementReferenceError';
        if (!transient || Date.now() > end) throw new Error(`${name} on ${describeTarget(target)}: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Resolves once the element has stopped moving (an opening section, a scroll): same box 100 ms apart. */
  private async settled(el: WebElement) {
    let last = '';
    for (let i = 0; i < 30; i += 1) {
      const box = (await this.driver.executeScript('return JSON.stringify(arguments[0].getBoundingClientRect())', el)) as string;
      if (box === last) return;
      last = box;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async click(target: Target) {
    await this.act(target, (el) => el.click());
  }

  async hover(target: Target) {
    await this.act(target, (el) => this.driver.actions({ async: true }).move({ origin: el }).perform());
  }

  async select(target: Target, value: string) {
    // WebDriver selects an <option> when it is clicked (no native popup is opened).
    const option = await (await this.find(target)).findElement({ css: `option[value="${value}"]` });
    await option.click();
  }

  async type(target: Target, text: string) {
    await (await this.find(target)).sendKeys(text);
  }

  async press(key: keyof typeof KEYS) {
    await this.driver.actions({ async: true }).sendKeys(KEYS[key]).perform();
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.driver.executeScript(`return (${fn.toString()})(arguments[0])`, arg) as Promise<R>;
  }

  async setViewport(width: number, height: number) {
    // The window's frame (title bar, shrunken toolbar) is measured, not assumed.
    // A few rounds: the window manager may settle on a size a few pixels off the one asked for.
    const win = this.driver.manage().window();
    let outer = { width, height: height + 40 };
    for (let round = 0; round < 3; round += 1) {
      await win.setRect(outer);
      const inner = await this.evaluate(() => [window.innerWidth, window.innerHeight], null);
      if (inner[0] === width && inner[1] === height) return;
      outer = { width: outer.width + (width - inner[0]), height: outer.height + (height - inner[1]) };
    }
  }

  async screenshot(file: string) {
    // WebKitGTK's screenshot can lag one paint behind the DOM: let two frames pass first.
    await this.driver.executeAsyncScript('const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));');
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async clearCookies() {
    await this.driver.manage().deleteAllCookies();
  }

  async errors(): Promise<CollectedError[]> {
    return this.evaluate(() => (window as unknown as { __engineErrors?: CollectedError[] }).__engineErrors ?? [{ kind: 'error', message: 'the error collector is missing from this page' }], null) as Promise<CollectedError[]>;
  }

  async withReducedMotion() {
    const size = await this.evaluate(() => [window.innerWidth, window.innerHeight], null);
    return launchWebKit({ ...this.options, width: size[0], height: size[1], port: this.options.port + 1, configDir: `${this.options.configDir}-reduced-motion`, reducedMotion: true });
  }

  async close() {
    try {
      await this.driver.quit();
    } finally {
      this.child.kill();
    }
  }
}
