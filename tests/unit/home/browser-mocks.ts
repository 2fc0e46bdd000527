/** Browser APIs jsdom lacks, under the tests' control: IntersectionObserver and reduced motion. */

type Report = { visible: boolean; top?: number };

class ControlledObserver {
  static all: ControlledObserver[] = [];
  readonly elements = new Set<Element>();
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  report(element: Element, { visible, top = visible ? 100 : 2000 }: Report) {
    if (this.disconnected || !this.elements.has(element)) return;
    const entry = {
      target: element,
      isIntersecting: visible,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: { bottom: 800 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Installs a controllable IntersectionObserver; `report` tells every observer of `element`. */
export function installIntersectionObserver() {
  ControlledObserver.all = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: ControlledObserver });
  return {
    report(element: Element, report: Report) {
      for (const observer of ControlledObserver.all) observer.report(element, report);
    },
    watching(element: Element) {
      return ControlledObserver.all.some((o) => o.elements.has(element));
    },
  };
}

export function removeIntersectionObserver() {
  delete (window as unknown as Record<string, unknown>).IntersectionObserver;
}

/** window.matchMedia answering prefers-reduced-motion with `reduce`; removed by `restoreMatchMedia`. */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

export function restoreMatchMedia() {
  delete (window as unknown as Record<string, unknown>).matchMedia;
}
