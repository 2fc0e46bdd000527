import { animateScroll, easeInOutQuad, elementForHash, SCROLL_TOP_DURATION_MS, scrollPositionAt, scrollTopAnimation, targetY } from '@/lib/ui/scroll';

describe('easeInOutQuad', () => {
  it.each([
    [0, 0],
    [0.25, 0.125],
    [0.5, 0.5],
    [0.75, 0.875],
    [1, 1],
  ])('easeInOutQuad(%p) = %p', (t, expected) => {
    expect(easeInOutQuad(t)).toBeCloseTo(expected, 10);
  });

  it('clamps outside [0, 1]', () => {
    expect(easeInOutQuad(-1)).toBe(0);
    expect(easeInOutQuad(2)).toBe(1);
  });
});

describe('scrollPositionAt', () => {
  it('goes from the start to the target over the duration', () => {
    expect(scrollPositionAt(1000, 0, 0, 500)).toBe(1000);
    expect(scrollPositionAt(1000, 0, 125, 500)).toBe(875);
    expect(scrollPositionAt(1000, 0, 250, 500)).toBe(500);
    expect(scrollPositionAt(1000, 0, 500, 500)).toBe(0);
    expect(scrollPositionAt(1000, 0, 900, 500)).toBe(0);
  });
});

/** A fake clock and frame queue: each frame runs at now + 16 ms. */
function fakeEnv(startY: number) {
  let time = 0;
  let y = startY;
  let queue: ((t: number) => void)[] = [];
  const positions: number[] = [];
  return {
    env: {
      getY: () => y,
      setY: (v: number) => {
        y = v;
        positions.push(v);
      },
      now: () => time,
      requestFrame: (cb: (t: number) => void) => {
        queue.push(cb);
        return queue.length;
      },
      cancelFrame: () => {
        queue = [];
      },
    },
    /** Run frames until `ms` have passed. */
    advance(ms: number) {
      const end = time + ms;
      while (time < end && queue.length) {
        time = Math.min(end, time + 16);
        const frames = queue;
        queue = [];
        frames.forEach((cb) => cb(time));
      }
      time = end;
    },
    get y() {
      return y;
    },
    positions,
  };
}

describe('scrollTopAnimation', () => {
  it('reaches 0 at 500 ms, easing in and out, then calls onDone once', () => {
    const fake = fakeEnv(1200);
    const onDone = jest.fn();
    scrollTopAnimation({ env: fake.env, onDone });
    fake.advance(250);
    expect(fake.y).toBeGreaterThan(0);
    expect(fake.y).toBeCloseTo(600, -1);
    expect(onDone).not.toHaveBeenCalled();
    fake.advance(SCROLL_TOP_DURATION_MS - 250);
    expect(fake.y).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    // Monotonic descent.
    expect([...fake.positions].sort((a, b) => b - a)).toEqual(fake.positions);
  });

  it('jumps at once when instant (reduced motion)', () => {
    const fake = fakeEnv(800);
    const onDone = jest.fn();
    scrollTopAnimation({ instant: true, env: fake.env, onDone });
    expect(fake.y).toBe(0);
    expect(onDone).toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const fake = fakeEnv(800);
    const onDone = jest.fn();
    const cancel = animateScroll({ to: 0, env: fake.env, onDone });
    fake.advance(100);
    cancel();
    const stoppedAt = fake.y;
    fake.advance(1000);
    expect(fake.y).toBe(stoppedAt);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('drives the window with requestAnimationFrame by default (fake timers)', () => {
    jest.useFakeTimers();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    try {
      scrollTopAnimation();
      jest.advanceTimersByTime(SCROLL_TOP_DURATION_MS + 50);
      const last = scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions;
      expect(last.top).toBe(0);
    } finally {
      scrollTo.mockRestore();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      jest.useRealTimers();
    }
  });
});

describe('hash targets', () => {
  it('offsets by the header and never goes below 0', () => {
    expect(targetY(300, 1000, 108)).toBe(1192);
    expect(targetY(20, 0, 108)).toBe(0);
  });

  it('finds the element of a (percent-encoded) hash', () => {
    document.body.innerHTML = '<h2 id="fees">Fees</h2><h2 id="a b">AB</h2>';
    expect(elementForHash('#fees')?.textContent).toBe('Fees');
    expect(elementForHash('#a%20b')?.textContent).toBe('AB');
    expect(elementForHash('#%E0%A4%A')).toBeNull();
    expect(elementForHash('#')).toBeNull();
  });
});
