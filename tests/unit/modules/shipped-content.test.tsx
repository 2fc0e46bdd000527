/**
 * Every page of the shipped content, in every language, renders through the registry: no module is
 * dropped, nothing throws, React reports no warning (keys, nesting), and each page has exactly one h1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SiteStateProvider } from '@/components/SiteState.client';
import { fillCollections } from '@/lib/content/collections';
import { onInvalidContent } from '@/lib/content/primitives';
import { pagePathForApi } from '@/lib/content/urls';
import { LANGS, type Lang } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/messages';
import { matchRoute } from '@/lib/routing/routes';
import { RenderModules, type ModuleEntry } from '@/modules/registry';
import { CONTENT_ROOT as ROOT, contentFiles } from '../content-store';


const pages = LANGS.flatMap((lang) => contentFiles(path.join(ROOT, lang)).filter((f) => f !== '/config.json' && f !== '/facts.json').map((file) => [lang, file] as const));

// Here every module renders in one client tree, so the server components an island wraps (the
// important notices' own content) would read the island's scoped messages; on the server they read
// the request's. The scoping itself is held by tests/unit/client-messages.test.ts.
jest.mock('@/components/IslandMessages', () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => children }));

// The mocked pathname of PageTabs' island.
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), usePathname: () => '/en' }));

(pages.length > 0 ? describe : describe.skip)('shipped content renders through the registry', () => {
  let invalid: string[] = [];
  let off: () => void;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    invalid = [];
    off = onInvalidContent((where) => invalid.push(where));
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    off();
    errors.mockRestore();
  });

  it.each(pages)('%s %s', async (lang: Lang, file) => {
    const json = JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8'));
    const filled = (await fillCollections(lang, json)) as { data?: { pageContent?: ModuleEntry[] } };
    const entries = filled.data?.pageContent ?? [];
    const messages = await loadMessages(lang);
    const pagePath = pagePathForApi(file.replace(/\.json$/, ''));
    const route = pagePath === null ? undefined : matchRoute(pagePath.slice(1))?.route;
    const { container } = render(
      <NextIntlClientProvider locale={lang} messages={messages} timeZone="Asia/Hong_Kong">
        {/* The language layout's client state, which the form islands and the story tag filter read. */}
        <SiteStateProvider>
          <RenderModules entries={entries} lang={lang} preview route={route} />
        </SiteStateProvider>
      </NextIntlClientProvider>,
    );
    expect(container.querySelectorAll('[data-preview-notice]')).toHaveLength(0);
    expect(invalid).toEqual([]);
    expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 200))).toEqual([]);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/<script|javascript:|onerror=/i);
  });
});
