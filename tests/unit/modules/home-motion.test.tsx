import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConnectingCargo, { CARGO_GROUPS } from '@/modules/Connecting/ConnectingCargo';
import HomeBanner from '@/modules/HomeBanner/HomeBanner';
import Counters from '@/modules/shared/Counters';
import FadeIn from '@/modules/shared/FadeIn.client';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import { installIntersectionObserver, removeIntersectionObserver, restoreMatchMedia, setReducedMotion } from '../home/browser-mocks';
import * as fx from './fixtures';
import { renderEn } from './intl';

afterEach(() => {
  removeIntersectionObserver();
  restoreMatchMedia();
  jest.useRealTimers();
});

const digits = (root: ParentNode) => [...root.querySelectorAll('[data-counter-digits]')].map((el) => el.textContent);
const states = (root: ParentNode) => [...root.querySelectorAll('[data-counter-state]')].map((el) => el.getAttribute('data-counter-state'));
const infos = [
  { title: 'Positions', count: '3,500', unit: 'ULD' },
  { title: 'On time', count: '99.8%', unit: '' },
];

describe('rolling counters', () => {
  it('give assistive technology the final value and hide the rolling digits', () => {
    const { container } = renderEn(<Counters items={infos} animate />);
    expect(screen.getByText('3,500')).toHaveClass('visually-hidden');
    expect(screen.getByText('99.8%')).toHaveClass('visually-hidden');
    container.querySelectorAll('[data-counter-digits]').forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));
  });

  it('reserve each character the width of its final character, so counting moves nothing', () => {
    const { container } = renderEn(<Counters items={infos} animate />);
    const slots = [...container.querySelectorAll('[data-counter-digits]')].map((el) => [...el.children].map((s) => s.getAttribute('data-final')).join(''));
    expect(slots).toEqual(['3,500', '99.8%']);
  });

  it('wait on the first reel place out of view, then roll to the final value once scrolled into view', () => {
    jest.useFakeTimers();
    const io = installIntersectionObserver();
    const { container } = renderEn(<Counters items={infos} animate />);
    const [first, second] = container.querySelectorAll('[data-counter-state]');
    act(() => {
      io.report(first, { visible: false });
      io.report(second, { visible: false });
    });
    expect(digits(container)).toEqual(['1,111', '11.11']);
    expect(states(container)).toEqual(['waiting', 'waiting']);

    act(() => io.report(first, { visible: true }));
    act(() => {
      jest.advanceTimersByTime(450);
    });
    expect(digits(container)[0]).toBe('3,211');
    expect(states(container)).toEqual(['counting', 'waiting']);

    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(digits(container)).toEqual(['3,500', '11.11']);
    expect(states(container)[0]).toBe('final');
  });

  it('roll without re-rendering: the frames write the digits, React commits nothing while counting', () => {
    jest.useFakeTimers();
    const io = installIntersectionObserver();
    let commits = 0;
    const { container } = renderEn(
      <Profiler id="counters" onRender={() => commits++}>
        <Counters items={infos} animate />
      </Profiler>,
    );
    const first = container.querySelector('[data-counter-state]')!;
    const afterMount = commits;
    act(() => io.report(first, { visible: true }));
    act(() => {
      jest.advanceTimersByTime(450);
    });
    expect(states(container)[0]).toBe('counting');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(digits(container)[0]).toBe('3,500');
    expect(commits).toBe(afterMount);
  });

  it('jump to the final value when reduced motion is switched on mid-count', () => {
    jest.useFakeTimers();
    // A media query list that tells its listeners, as the browser does when the setting changes.
    let reduce = false;
    const listeners = new Set<() => void>();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        get matches() {
          return reduce && query.includes('prefers-reduced-motion: reduce');
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }),
    });
    const switchReducedMotion = (on: boolean) => {
      reduce = on;
      listeners.forEach((listener) => listener());
    };
    const io = installIntersectionObserver();
    const { container } = renderEn(<Counters items={infos} animate />);
    const first = container.querySelector('[data-counter-state]')!;
    act(() => io.report(first, { visible: true }));
    act(() => {
      jest.advanceTimersByTime(450);
    });
    expect(digits(container)[0]).not.toBe('3,500');
    act(() => switchReducedMotion(true));
    expect(digits(container)[0]).toBe('3,500');
    expect(states(container)[0]).toBe('final');
  });

  it('show the final value at once under reduced motion, even out of view', () => {
    setReducedMotion(true);
    const io = installIntersectionObserver();
    const { container } = renderEn(<Counters items={infos} animate />);
    const first = container.querySelector('[data-counter-state]')!;
    expect(io.watching(first)).toBe(false);
    expect(digits(container)).toEqual(['3,500', '99.8%']);
    expect(states(container)).toEqual(['final', 'final']);
  });

  it('stay still when the module turns animation off', () => {
    const { container } = renderEn(<Counters items={infos} />);
    expect(container.querySelector('[data-counter-digits]')).toBeNull();
    expect(screen.getByText('3,500')).toHaveClass('number');
  });
});

describe('fade-in', () => {
  it('hides what is below the fold after hydration and fades it in once visible', () => {
    const io = installIntersectionObserver();
    renderEn(<FadeIn as="li">Card</FadeIn>);
    const item = screen.getByText('Card');
    expect(item.tagName).toBe('LI');
    expect(item).toHaveAttribute('data-fade', 'still');
    act(() => io.report(item, { visible: false, top: 1500 }));
    expect(item).toHaveAttribute('data-fade', 'waiting');
    expect(item).toHaveClass('waiting');
    act(() => io.report(item, { visible: true }));
    expect(item).toHaveAttribute('data-fade', 'shown');
    expect(io.watching(item)).toBe(false);
  });

  it('leaves alone what is already on screen or above it', () => {
    const io = installIntersectionObserver();
    renderEn(
      <>
        <FadeIn>On screen</FadeIn>
        <FadeIn>Above</FadeIn>
      </>,
    );
    act(() => {
      io.report(screen.getByText('On screen'), { visible: true });
      io.report(screen.getByText('Above'), { visible: false, top: -600 });
    });
    expect(screen.getByText('On screen')).toHaveAttribute('data-fade', 'still');
    expect(screen.getByText('Above')).toHaveAttribute('data-fade', 'still');
  });

  it('never hides anything under reduced motion', () => {
    setReducedMotion(true);
    const io = installIntersectionObserver();
    renderEn(<FadeIn>Card</FadeIn>);
    expect(io.watching(screen.getByText('Card'))).toBe(false);
    expect(screen.getByText('Card')).toHaveAttribute('data-fade', 'still');
  });
});

describe('banner ticker', () => {
  const content = MODULE_SCHEMAS.homeBanner.parse(fx.homeBanner);

  // The loop itself is a CSS animation on the compositor (HomeBanner.module.css); the e2e test
  // (tests/e2e/home.spec.ts) watches it move, pause and resume in Chromium.
  it('scrolls every column at its own pace, with an aria-hidden copy for a seamless loop', () => {
    const { container } = renderEn(<HomeBanner content={content} lang="en" />);
    expect(container.querySelector('ul')).toHaveAttribute('data-banner-state', 'moving');
    const tracks = [...container.querySelectorAll<HTMLElement>('[data-loop-factor]')];
    tracks.forEach((track) => {
      expect(track.children).toHaveLength(2);
      expect(track.children[1]).toHaveAttribute('aria-hidden', 'true');
      expect(track.children[1]).toHaveTextContent(track.children[0].textContent!);
    });
    // 1000, 700, 850, 1200 and 1050 ticks of 10 ms per loop.
    expect(tracks.map((track) => track.style.animationDuration)).toEqual(['10000ms', '7000ms', '8500ms', '12000ms', '10500ms']);
  });

  it('pauses and resumes with a visible button', async () => {
    const user = userEvent.setup();
    const { container } = renderEn(<HomeBanner content={content} lang="en" />);
    await user.click(screen.getByRole('button', { name: 'Pause the banner animation' }));
    expect(container.querySelector('ul')).toHaveAttribute('data-banner-state', 'paused');
    // Still animated, only frozen: resuming continues from the same picture.
    expect(container.querySelector<HTMLElement>('[data-loop-factor]')!.style.animationDuration).toBe('10000ms');
    await user.click(screen.getByRole('button', { name: 'Play the banner animation' }));
    expect(container.querySelector('ul')).toHaveAttribute('data-banner-state', 'moving');
  });

  it('stands still under reduced motion: no movement, no copy, no button', () => {
    jest.useFakeTimers();
    setReducedMotion(true);
    const { container } = renderEn(<HomeBanner content={content} lang="en" />);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(container.querySelector('ul')).toHaveAttribute('data-banner-state', 'still');
    container.querySelectorAll('[data-loop-factor]').forEach((track) => {
      expect(track.children).toHaveLength(1);
      expect((track as HTMLElement).style.transform).toBe('none');
    });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('connecting cargo animation', () => {
  it('draws five decorative groups; CSS shows only the first up to 767 px', () => {
    const { container } = renderEn(<ConnectingCargo />);
    expect(CARGO_GROUPS).toBe(5);
    expect(container.querySelectorAll('[data-cargo-group]')).toHaveLength(5);
    expect(container.querySelector('[data-cargo-group]')!.parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
