import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SiteStateProvider } from '@/components/SiteState.client';
import { NAMESPACES } from '@/lib/i18n/messages';

/** messages/en/*.json keyed by namespace, as the layout hands them to NextIntlClientProvider. */
export const enMessages: Record<string, Record<string, unknown>> = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  NAMESPACES.map((ns) => [ns, require(`../../../messages/en/${ns}.json`) as Record<string, unknown>]),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={enMessages} timeZone="Asia/Hong_Kong">
      <SiteStateProvider>{children}</SiteStateProvider>
    </NextIntlClientProvider>
  );
}

export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/** window.matchMedia for a given viewport width (jsdom has none). Returns a restore function. */
export function mockViewport(width: number, reducedMotion = false): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : query.includes('prefers-reduced-motion') ? reducedMotion : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
