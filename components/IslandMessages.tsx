import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { ISLAND_MESSAGES, SHARED_MESSAGES, pickMessages, type Island } from '@/lib/i18n/messages';

/**
 * The messages of one client island, sent with the pages that show it and no others (lib/i18n/messages.ts
 * says why). Rendered where a module renders the island; on the server it reads the request's
 * messages (the page sets the request locale).
 */
export default function IslandMessages({ island, children }: { island: Island; children: ReactNode }) {
  const messages = pickMessages(useMessages(), [...SHARED_MESSAGES, ...ISLAND_MESSAGES[island]]);
  return (
    <NextIntlClientProvider locale={useLocale()} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
