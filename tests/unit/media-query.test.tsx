import { act, render, screen } from '@testing-library/react';
import { matchesMedia, useMediaQuery } from '@/lib/ui/media-query';

/** A matchMedia whose answers the test sets, telling its listeners as a browser does. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.set(query, (listeners.get(query) ?? new Set()).add(fn)),
    removeEventListener: (_: string, fn: () => void) => listeners.get(query)?.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return (query: string, matches: boolean) => {
    state[query] = matches;
    listeners.get(query)?.forEach((fn) => fn());
  };
}

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

describe('media queries', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('answers now, and false without matchMedia', () => {
    fakeMatchMedia({ '(max-width: 767px)': true });
    expect(matchesMedia('(max-width: 767px)')).toBe(true);
    expect(matchesMedia('(max-width: 1024px)')).toBe(false);
    // @ts-expect-error -- a browser (or test environment) without matchMedia
    window.matchMedia = undefined;
    expect(matchesMedia('(max-width: 767px)')).toBe(false);
  });

  it('re-renders its readers when the answer changes', () => {
    const set = fakeMatchMedia({ '(prefers-reduced-motion: reduce)': false });
    render(<Probe query="(prefers-reduced-motion: reduce)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    act(() => set('(prefers-reduced-motion: reduce)', true));
    expect(screen.getByText('matches')).toBeInTheDocument();
  });
});
