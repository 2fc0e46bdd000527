/**
 * Timing maths of the home banner's moving columns (spec section 2), free of React and the browser
 * so it can be unit-tested.
 */

/** The banner columns move on ticks of this length. */
export const BANNER_TICK_MS = 10;
/** Spec: ticks per full loop of each of the five columns (10 s, 7 s, 8.5 s, 12 s, 10.5 s). */
export const BANNER_LOOP_FACTORS = [1000, 700, 850, 1200, 1050] as const;

/** The loop factor of column `index` (the five factors repeat if there are more columns). */
export function bannerLoopFactor(index: number): number {
  return BANNER_LOOP_FACTORS[index % BANNER_LOOP_FACTORS.length];
}

/** Length of one loop of column `index` in milliseconds: its ticks times the tick length. */
export function bannerLoopDurationMs(index: number): number {
  return bannerLoopFactor(index) * BANNER_TICK_MS;
}

/**
 * How far through its loop a column is after `elapsedMs` of movement, in [0, 1): the tick count
 * modulo the loop factor, over the loop factor. 0 and 1 are the same picture (the loop is seamless).
 */
export function bannerLoopProgress(elapsedMs: number, loopFactor: number): number {
  if (!(loopFactor > 0) || !(elapsedMs > 0)) return 0;
  const ticks = Math.floor(elapsedMs / BANNER_TICK_MS);
  return (ticks % loopFactor) / loopFactor;
}
