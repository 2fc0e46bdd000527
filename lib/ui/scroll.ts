/**
 * Scroll maths of the page chrome (spec section 9), kept free of React so it can be unit-tested.
 * The browser pieces (window, requestAnimationFrame, performance.now) are injectable.
 */

/** Hash scroll: the page waits this long after a navigation before scrolling to #id. */
export const HASH_SCROLL_DELAY_MS = 500;
/** The Top button animates the scroll to the top over this long. */
export const SCROLL_TOP_DURATION_MS = 500;
/** Duration of a smooth scroll to an element (the classic smooth-scroll polyfill duration). */
export const SMOOTH_SCROLL_DURATION_MS = 468;

/** Quadratic ease-in-out on t in [0, 1]: 0 -> 0, 0.25 -> 0.125, 0.5 -> 0.5, 1 -> 1. */
export function easeInOutQuad(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 2 * x * x : -1 + (4 - 2 * x) * x;
}

/** Scroll position at `elapsed` ms of an animation from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  return from + (to - from) * easeInOutQuad(elapsed / duration);
}

export interface ScrollAnimationEnv {
  /** Current vertical scroll position. */
  getY: () => number;
  /** Jump to a vertical position. */
  setY: (y: number) => void;
  now: () => number;
  requestFrame: (callback: (time: number) => void) => number;
  cancelFrame: (handle: number) => void;
}

export interface ScrollAnimationOptions {
  to: number;
  duration?: number;
  env?: Partial<ScrollAnimationEnv>;
  /** Called once the target is reached (not when cancelled). */
  onDone?: () => void;
}

function browserEnv(): ScrollAnimationEnv {
  return {
    getY: () => window.scrollY,
    setY: (y) => window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' }),
    now: () => performance.now(),
    requestFrame: (cb) => window.requestAnimationFrame(cb),
    cancelFrame: (h) => window.cancelAnimationFrame(h),
  };
}

/**
 * Animate the window's vertical scroll to `to` with easeInOutQuad. Returns a function that cancels
 * the animation. A duration of 0 jumps at once.
 */
export function animateScroll({ to, duration = SCROLL_TOP_DURATION_MS, env: partial, onDone }: ScrollAnimationOptions): () => void {
  const env: ScrollAnimationEnv = { ...browserEnv(), ...partial };
  const from = env.getY();
  const target = Math.max(0, to);
  if (duration <= 0 || from === target) {
    env.setY(target);
    onDone?.();
    return () => {};
  }
  const start = env.now();
  let handle = 0;
  let cancelled = false;
  const step = () => {
    if (cancelled) return;
    const elapsed = env.now() - start;
    env.setY(Math.round(scrollPositionAt(from, target, elapsed, duration)));
    if (elapsed >= duration) {
      onDone?.();
      return;
    }
    handle = env.requestFrame(step);
  };
  handle = env.requestFrame(step);
  return () => {
    cancelled = true;
    env.cancelFrame(handle);
  };
}

/** Spec: the Top button scrolls to the top with easeInOutQuad over 500 ms (instantly when `instant`). */
export function scrollTopAnimation(options: { instant?: boolean; env?: Partial<ScrollAnimationEnv>; onDone?: () => void } = {}): () => void {
  return animateScroll({ to: 0, duration: options.instant ? 0 : SCROLL_TOP_DURATION_MS, env: options.env, onDone: options.onDone });
}

/** Document Y of an element's top edge, minus a fixed offset (the header), never below 0. */
export function targetY(elementTop: number, currentScrollY: number, offset: number): number {
  return Math.max(0, Math.round(elementTop + currentScrollY - offset));
}

/** The element a URL hash names ('#a%20b' -> id 'a b'), or null. */
export function elementForHash(hash: string, doc: Document = document): HTMLElement | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the raw value up.
  }
  return doc.getElementById(id);
}
