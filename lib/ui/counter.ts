/**
 * Timing maths of the digit-by-digit counters (spec sections 2 and 9), free of React and the
 * browser so it can be unit-tested.
 */

/** The reel every animated character runs through, in this order, until it shows its own value. */
export const COUNTER_REEL = '1234567890%';
/** Each character starts this much later than the one before it. */
export const COUNTER_STAGGER_MS = 150;
/** A running character moves one place along the reel every step. */
export const COUNTER_STEP_MS = 100;

/**
 * The character shown at `elapsedMs` for the character `target` at `index` of the final value.
 * Characters outside the reel (separators such as "," and ".") never move. A reel character waits
 * on the reel's first place until its stagger has passed, then advances one place per step and
 * stops on its target.
 */
export function counterCharAt(target: string, index: number, elapsedMs: number): string {
  const stop = COUNTER_REEL.indexOf(target);
  if (stop < 0) return target;
  const running = elapsedMs - index * COUNTER_STAGGER_MS;
  const steps = running <= 0 ? 0 : Math.floor(running / COUNTER_STEP_MS);
  return COUNTER_REEL[Math.min(steps, stop)];
}

/** The whole value as shown at `elapsedMs` (one entry per character of `value`). */
export function counterFrame(value: string, elapsedMs: number): string[] {
  return Array.from(value).map((char, index) => counterCharAt(char, index, elapsedMs));
}

/** How long the animation of `value` runs: after this every character shows its final value. */
export function counterDurationMs(value: string): number {
  return Array.from(value).reduce((longest, char, index) => {
    const stop = COUNTER_REEL.indexOf(char);
    return stop < 0 ? longest : Math.max(longest, index * COUNTER_STAGGER_MS + stop * COUNTER_STEP_MS);
  }, 0);
}
