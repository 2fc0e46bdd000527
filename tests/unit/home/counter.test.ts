import { BANNER_LOOP_FACTORS, BANNER_TICK_MS, bannerLoopFactor, bannerLoopProgress } from '@/lib/ui/banner-ticker';
import { COUNTER_REEL, COUNTER_STAGGER_MS, COUNTER_STEP_MS, counterCharAt, counterDurationMs, counterFrame } from '@/lib/ui/counter';

describe('counter constants (spec section 9)', () => {
  it('uses the reel 1234567890%, 150 ms stagger and 100 ms steps', () => {
    expect(COUNTER_REEL).toBe('1234567890%');
    expect(COUNTER_STAGGER_MS).toBe(150);
    expect(COUNTER_STEP_MS).toBe(100);
  });
});

describe('counterCharAt', () => {
  it('runs a character along the reel one place per 100 ms step and stops on its target', () => {
    expect([0, 99, 100, 199, 200, 300, 1000].map((t) => counterCharAt('3', 0, t))).toEqual(['1', '1', '2', '2', '3', '3', '3']);
    expect([0, 800, 899, 900, 5000].map((t) => counterCharAt('0', 0, t))).toEqual(['1', '9', '9', '0', '0']);
    expect([900, 999, 1000].map((t) => counterCharAt('%', 0, t))).toEqual(['0', '0', '%']);
  });

  it('starts each character 150 ms after the one before it', () => {
    // Third character: waits on "1" until 300 ms, then steps.
    expect([0, 299, 300, 399, 400, 500].map((t) => counterCharAt('4', 2, t))).toEqual(['1', '1', '1', '1', '2', '3']);
  });

  it('never moves separators', () => {
    for (const t of [0, 150, 10_000]) {
      expect(counterCharAt(',', 1, t)).toBe(',');
      expect(counterCharAt('.', 3, t)).toBe('.');
    }
  });

  it('treats negative time as not started', () => {
    expect(counterCharAt('9', 0, -500)).toBe('1');
  });
});

describe('counterFrame and counterDurationMs', () => {
  it('shows the whole value at a moment', () => {
    expect(counterFrame('10,000', 0).join('')).toBe('11,111');
    expect(counterFrame('99.8%', 0).join('')).toBe('11.11');
    expect(counterFrame('3.5', 150).join('')).toBe('2.1');
  });

  it('ends when the slowest character lands; from then on the frame is the final value', () => {
    // "10,000": last "0" is index 5, starts at 750 ms and needs 9 steps: 750 + 900.
    expect(counterDurationMs('10,000')).toBe(1650);
    expect(counterFrame('10,000', 1649).join('')).not.toBe('10,000');
    expect(counterFrame('10,000', 1650).join('')).toBe('10,000');
    // "99.8%": "%" at index 4 starts at 600 ms and needs 10 steps.
    expect(counterDurationMs('99.8%')).toBe(1600);
    expect(counterFrame('99.8%', 1600).join('')).toBe('99.8%');
    expect(counterDurationMs('1')).toBe(0);
    expect(counterDurationMs('')).toBe(0);
    expect(counterFrame('', 100)).toEqual([]);
  });
});

describe('banner ticker', () => {
  it('has the spec loop factors, 10 ms ticks, repeated past the fifth column', () => {
    expect([...BANNER_LOOP_FACTORS]).toEqual([1000, 700, 850, 1200, 1050]);
    expect(BANNER_TICK_MS).toBe(10);
    expect([0, 1, 2, 3, 4, 5].map(bannerLoopFactor)).toEqual([1000, 700, 850, 1200, 1050, 1000]);
  });

  it('advances one tick per 10 ms and loops after factor ticks', () => {
    expect(bannerLoopProgress(0, 1000)).toBe(0);
    expect(bannerLoopProgress(9, 1000)).toBe(0);
    expect(bannerLoopProgress(10, 1000)).toBe(0.001);
    expect(bannerLoopProgress(5000, 1000)).toBe(0.5);
    expect(bannerLoopProgress(9990, 1000)).toBe(0.999);
    expect(bannerLoopProgress(10_000, 1000)).toBe(0);
    expect(bannerLoopProgress(7000, 700)).toBe(0);
    expect(bannerLoopProgress(3500, 700)).toBe(0.5);
  });

  it('stays at the start for nonsense input', () => {
    expect(bannerLoopProgress(-50, 1000)).toBe(0);
    expect(bannerLoopProgress(Number.NaN, 1000)).toBe(0);
    expect(bannerLoopProgress(500, 0)).toBe(0);
  });
});
