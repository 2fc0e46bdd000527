import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BottomNav from '@/components/BottomNav/BottomNav';
import { mockViewport, renderWithIntl } from './test-utils';

const prev = { url: '/about-us/milestones', label: 'Milestones' };
const next = { url: '/about-us/awards-certifications/awards', label: 'Awards' };

describe('BottomNav', () => {
  it('renders nothing without bottom navigation data', () => {
    const { container } = renderWithIntl(<BottomNav bottomNav={undefined} dictionary={{ 'label.top': 'Top' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows previous and next links when present and labels Top from the dictionary', () => {
    renderWithIntl(<BottomNav bottomNav={{ previousPage: prev, nextPage: next }} dictionary={{ 'label.top': 'Top' }} />);
    const nav = screen.getByRole('navigation', { name: 'Page navigation' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous page.*Milestones/ })).toHaveAttribute('href', '/en/about-us/milestones');
    expect(screen.getByRole('link', { name: /Next page.*Awards/ })).toHaveAttribute('href', '/en/about-us/awards-certifications/awards');
    expect(screen.getByRole('button', { name: 'Top' })).toBeInTheDocument();
  });

  it('shows only the links that exist', () => {
    const { rerender } = renderWithIntl(<BottomNav bottomNav={{ previousPage: prev }} dictionary={{ 'label.top': 'Top' }} />);
    expect(screen.getByRole('link', { name: /Milestones/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next page/ })).not.toBeInTheDocument();
    rerender(<BottomNav bottomNav={{ nextPage: next }} dictionary={{ 'label.top': 'Top' }} />);
    expect(screen.queryByRole('link', { name: /Previous page/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Awards/ })).toBeInTheDocument();
  });

  it('sets a Chinese page title word by word (at 390 px "學" / "徒" were split across lines)', () => {
    const { container } = renderWithIntl(<BottomNav bottomNav={{ nextPage: { url: '/stories/x', label: '培育新一代學徒' } }} dictionary={{ 'label.top': 'Top' }} />);
    const words = container.querySelector('.zh-words');
    expect(words).not.toBeNull();
    expect(words!.textContent).toBe('培育新一代學徒');
    expect(words!.querySelectorAll('wbr').length).toBeGreaterThan(0);
    expect(words!.innerHTML).not.toMatch(/學<wbr>徒/);
  });

  it('falls back to common.backToTop without label.top', () => {
    renderWithIntl(<BottomNav bottomNav={{ nextPage: next }} dictionary={{}} />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  describe('Top button', () => {
    let scrollTo: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers();
      scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
      Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
      document.body.insertAdjacentHTML('beforeend', '<main id="main"><h1>Page</h1></main>');
    });
    afterEach(() => {
      scrollTo.mockRestore();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      document.getElementById('main')?.remove();
      jest.useRealTimers();
    });

    it('animates to the top over 500 ms, then focuses the main content', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithIntl(<BottomNav bottomNav={{ nextPage: next }} dictionary={{ 'label.top': 'Top' }} />);
      await user.click(screen.getByRole('button', { name: 'Top' }));
      act(() => jest.advanceTimersByTime(250));
      const midway = (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top!;
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(1500);
      act(() => jest.advanceTimersByTime(300));
      expect((scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top).toBe(0);
      expect(document.getElementById('main')).toHaveFocus();
    });

    it('jumps at once under reduced motion', async () => {
      const restore = mockViewport(1280, true);
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        renderWithIntl(<BottomNav bottomNav={{ nextPage: next }} dictionary={{ 'label.top': 'Top' }} />);
        scrollTo.mockClear();
        await user.click(screen.getByRole('button', { name: 'Top' }));
        expect(scrollTo).toHaveBeenCalledTimes(1);
        expect((scrollTo.mock.calls[0][0] as ScrollToOptions).top).toBe(0);
        expect(document.getElementById('main')).toHaveFocus();
      } finally {
        restore();
      }
    });
  });
});
