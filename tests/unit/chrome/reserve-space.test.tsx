import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useReservedBottomSpace } from '@/components/CookieConsent/reserve-space';

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useReservedBottomSpace(ref);
  return <div ref={ref}>bar</div>;
}

/** The body's bottom padding, and the root's bottom scroll padding that follows it. */
const reserved = () => document.body.style.paddingBottom;
const scrollPadding = () => document.documentElement.style.getPropertyValue('scroll-padding-bottom');

/** A ResizeObserver the test drives by hand, as the browser would after its own layout. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  report(blockSize: number) {
    const entry = { target: this.observed[0], borderBoxSize: [{ blockSize, inlineSize: 400 }] } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

describe('the space reserved under the cookie bar', () => {
  const original = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = original;
    FakeResizeObserver.last = null;
  });

  it('follows the height ResizeObserver reports and never measures the page itself', () => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { unmount } = render(<Bar />);
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    // Nothing until the browser has laid the bar out: no forced layout during hydration.
    expect(reserved()).toBe('');
    observer.report(95.2);
    expect(reserved()).toBe('96px');
    expect(scrollPadding()).toBe('calc(96px + var(--space-3))');
    // Set on the two elements themselves: a custom property on the root would restyle every element.
    expect(Array.from(document.documentElement.style).filter((name) => name.startsWith('--'))).toEqual([]);
    observer.report(140);
    expect(reserved()).toBe('140px');
    expect(measure).not.toHaveBeenCalled();
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(reserved()).toBe('');
    expect(scrollPadding()).toBe('');
    measure.mockRestore();
  });

  it('measures once where ResizeObserver does not exist', () => {
    // @ts-expect-error -- an engine without ResizeObserver
    delete globalThis.ResizeObserver;
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 80.4 } as DOMRect);
    const { unmount } = render(<Bar />);
    expect(reserved()).toBe('81px');
    unmount();
    expect(reserved()).toBe('');
    measure.mockRestore();
  });
});
