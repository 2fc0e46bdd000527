/**
 * What the cross-engine journey asks of a browser, so one description of the journey (journey.ts)
 * runs in Firefox through Playwright (playwright-driver.ts) and in WebKitGTK through WebDriver
 * (webdriver-driver.ts). Elements are found by an in-page function (`find`), the same in both.
 */

export type Engine = 'firefox' | 'webkit';

/** An error the in-page collector (collector.js) recorded. */
export interface CollectedError {
  kind: 'error' | 'unhandledrejection' | 'console.error' | 'csp' | 'resource';
  message: string;
  source?: string;
}

/**
 * An element: a CSS selector, optionally narrowed to the first visible match whose accessible text
 * (aria-label, else its text) equals `name` (or matches it, as a RegExp source with `regex`).
 */
export interface Target {
  css: string;
  name?: string;
  regex?: boolean;
}

export interface EngineDriver {
  readonly engine: Engine;
  /** Loads a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  /** The path and query of the current page. */
  location(): Promise<string>;
  click(target: Target): Promise<void>;
  hover(target: Target): Promise<void>;
  /** Chooses the option of a <select> with this value, as a visitor would. */
  select(target: Target, value: string): Promise<void>;
  /** Types into the element after focusing it (key by key). */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key on whatever has focus: 'Tab', 'Enter', 'Escape', 'ArrowRight'… */
  press(key: 'Tab' | 'Enter' | 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'Space'): Promise<void>;
  /** Runs a function in the page with one JSON argument (the function is sent as its source). */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** The viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  clearCookies(): Promise<void>;
  /** Every error the collector saw in the current document. */
  errors(): Promise<CollectedError[]>;
  /** A fresh browser that prefers reduced motion (for the step that checks it), closed by the caller. */
  withReducedMotion(): Promise<EngineDriver>;
  close(): Promise<void>;
}

/**
 * Finds the target in the page (run in the page by both drivers): the first element matching the
 * selector that has a box and, when a name is given, whose name matches it.
 */
export function findInPage(target: Target): Element | null {
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // The accessible name, roughly: aria-label, else the text without what is hidden from assistive technology.
  const nameOf = (el: Element) => {
    const label = el.getAttribute('aria-label');
    if (label !== null) return label.trim();
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  for (const el of Array.from(document.querySelectorAll(target.css))) {
    if (!visible(el)) continue;
    if (target.name === undefined) return el;
    const name = nameOf(el);
    if (target.regex ? new RegExp(target.name, 'i').test(name) : name === target.name) return el;
  }
  return null;
}

export const describeTarget = (t: Target) => (t.name === undefined ? t.css : `${t.css} named ${t.regex ? `/${t.name}/i` : `"${t.name}"`}`);
