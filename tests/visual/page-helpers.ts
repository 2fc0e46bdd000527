/**
 * Helpers every in-page detector shares, installed once per page as `window.__visual` (functions
 * given to page.evaluate are sent as source text, so they cannot import; they call these instead).
 * Boxes are in page coordinates: viewport position plus the scroll offset.
 */
import type { Page } from '@playwright/test';

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextRun {
  /** The element whose own text this is. */
  element: Element;
  node: Text;
  /** One box per line the text occupies. */
  boxes: PageBox[];
}

export interface VisualHelpers {
  /** 'main > section.hero > h1 "Sustainable services"': where it is and what it says. */
  describe(el: Element): string;
  /** Painted and not visually hidden (display, visibility, opacity, the 1-px screen-reader pattern). */
  isVisible(el: Element): boolean;
  /** The element's box in page coordinates. */
  box(el: Element): PageBox;
  pageBox(r: DOMRect | DOMRectReadOnly): PageBox;
  /**
   * Every visible non-blank text node with its line boxes. `clip`: only the part of each box its
   * scrolling or clipping ancestors let through (boxes wholly hidden there are dropped).
   */
  textRuns(options?: { clip?: boolean }): TextRun[];
  /** The part of `box` (the element's, or one of its text's) that its scrolling or clipping ancestors let through. */
  visibleBox(el: Element, box: PageBox): PageBox | null;
  /** Nearest ancestor that scrolls or clips on an axis (html and body never count: they are the page). */
  clipper(el: Element, axis: 'x' | 'y'): { el: Element; scrolls: boolean } | null;
  /** True for the text of CJK scripts (Han, kana, hangul, CJK punctuation). */
  isCjk(text: string): boolean;
  /** The element is painted through a gradient mask: a fading edge (the site's .scroll-fade). */
  hasGradientMask(el: Element): boolean;
  /** Every element's box, rounded, in document order: two of them differ when anything moved. */
  layout(): string[];
  /** The first element whose box differs from `before` (a layout() of the same page), or null. */
  moved(before: string[]): string | null;
  /**
   * `count` animation frames, then `thenMs`. A frame that does not come within 100 ms is not waited
   * for: a page whose frames stop (throttled, crashed compositor) must not hold the capture (one
   * waited out the test's 5 minutes in CI).
   */
  frames(count: number, thenMs?: number): Promise<void>;
}

declare global {
  interface Window {
    __visual: VisualHelpers;
  }
}

export function installHelpers(): void {
  const pageBox = (r: DOMRect | DOMRectReadOnly) => ({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height });

  const isVisible = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1) return false;
    // The screen-reader-only pattern: clipped to nothing.
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.clipPath === 'inset(50%)' || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(s.clip)) return false;
      const ar = a.getBoundingClientRect();
      if (s.overflow === 'hidden' && ar.width <= 1 && ar.height <= 1) return false;
    }
    return true;
  };

  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let a: Element | null = el; a && a !== document.documentElement && parts.length < 4; a = a.parentElement) {
      let part = a.tagName.toLowerCase();
      if (a.id) {
        parts.unshift(`${part}#${a.id}`);
        break;
      }
      const cls = [...a.classList].slice(0, 2).map((c) => `.${c}`).join('');
      part += cls;
      const parent = a.parentElement;
      if (parent) {
        const same = [...parent.children].filter((c) => c.tagName === a!.tagName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(a) + 1})`;
      }
      parts.unshift(part);
    }
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('alt') ?? el.getAttribute('src') ?? '').replace(/\s+/g, ' ').trim();
    return `${parts.join(' > ')}${label ? ` "${label.slice(0, 60)}${label.length > 60 ? '…' : ''}"` : ''}`;
  };

  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TITLE', 'DATALIST']);
  /** The visible part of a box once every clipping or scrolling ancestor has cut it, or null. */
  const clipBox = (el: Element, b: PageBox): PageBox | null => {
    let [x0, y0, x1, y1] = [b.x, b.y, b.x + b.width, b.y + b.height];
    for (let a: Element | null = el; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const r = a.getBoundingClientRect();
        const left = r.left + a.clientLeft + window.scrollX;
        const top = r.top + a.clientTop + window.scrollY;
        if (s.overflowX !== 'visible') [x0, x1] = [Math.max(x0, left), Math.min(x1, left + a.clientWidth)];
        if (s.overflowY !== 'visible') [y0, y1] = [Math.max(y0, top), Math.min(y1, top + a.clientHeight)];
        if (x1 - x0 < 1 || y1 - y0 < 1) return null;
      }
      if (s.position === 'fixed') break;
    }
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  };

  const textRuns = (options: { clip?: boolean } = {}) => {
    const runs: TextRun[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const visible = new Map<Element, boolean>();
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      if (!n.data.trim()) continue;
      const el = n.parentElement;
      if (!el || SKIP.has(el.tagName) || el.closest('svg, select')) continue;
      let seen = visible.get(el);
      if (seen === undefined) {
        seen = isVisible(el);
        visible.set(el, seen);
      }
      if (!seen) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      let boxes = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5).map(pageBox);
      if (options.clip) boxes = boxes.map((b) => clipBox(el, b)).filter((b): b is PageBox => b !== null);
      if (boxes.length > 0) runs.push({ element: el, node: n, boxes });
    }
    return runs;
  };

  const clipper = (el: Element, axis: 'x' | 'y') => {
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const v = axis === 'x' ? s.overflowX : s.overflowY;
      if (v === 'auto' || v === 'scroll') return { el: a, scrolls: true };
      if (v === 'hidden' || v === 'clip') return { el: a, scrolls: false };
      if (s.position === 'fixed') return null;
    }
    return null;
  };

  const layout = () => [...document.body.querySelectorAll('*')].map((el) => {
    const r = el.getBoundingClientRect();
    return `${Math.round(r.left + window.scrollX)},${Math.round(r.top + window.scrollY)},${Math.round(r.width)},${Math.round(r.height)}`;
  });

  window.__visual = {
    describe,
    layout,
    moved: (before) => {
      const now = layout();
      const all = document.body.querySelectorAll('*');
      for (let i = 0; i < Math.max(before.length, now.length); i++) {
        if (before[i] === now[i]) continue;
        const el = all[i];
        return el ? `${describe(el)} from ${before[i] ?? 'nothing'} to ${now[i]}` : `an element was removed (${before.length} boxes, now ${now.length})`;
      }
      return null;
    },
    isVisible,
    box: (el) => pageBox(el.getBoundingClientRect()),
    pageBox,
    textRuns,
    visibleBox: clipBox,
    clipper,
    isCjk: (text) => /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/.test(text),
    frames: async (count, thenMs = 0) => {
      for (let i = 0; i < count; i++) await new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 100)));
      if (thenMs > 0) await new Promise((r) => setTimeout(r, thenMs));
    },
    hasGradientMask: (el) => {
      const s = getComputedStyle(el);
      return [s.maskImage, s.getPropertyValue('-webkit-mask-image')].some((m) => m?.includes('gradient'));
    },
  };
}

/** Installs the helpers (again after a navigation). */
export async function withHelpers(page: Page): Promise<void> {
  await page.evaluate(installHelpers);
}
