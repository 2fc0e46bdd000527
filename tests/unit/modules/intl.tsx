import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SiteStateProvider } from '@/components/SiteState.client';
import common from '@/messages/en/common.json';
import cookies from '@/messages/en/cookies.json';
import footer from '@/messages/en/footer.json';
import forms from '@/messages/en/forms.json';
import header from '@/messages/en/header.json';
import media from '@/messages/en/media.json';
import modules from '@/messages/en/modules.json';
import notFound from '@/messages/en/notFound.json';
import notice from '@/messages/en/notice.json';
import search from '@/messages/en/search.json';

/** The real English messages, keyed by namespace as lib/i18n/messages.ts loads them. */
export const messages = { common, header, footer, modules, notice, cookies, media, forms, search, notFound };

export function renderEn(ui: ReactElement): RenderResult {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Hong_Kong">
      {/* As in the language layout: modules with client islands (IATA course, forms) read the client state. */}
      <SiteStateProvider>{ui}</SiteStateProvider>
    </NextIntlClientProvider>,
  );
}
