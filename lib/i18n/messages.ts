import type { Lang } from '.';

/**
 * UI strings that do not come from the CMS live in messages/{lang}/{namespace}.json. One file per
 * namespace keeps each part of the UI's wording together; this list is the whole set.
 */
export const NAMESPACES = ['common', 'header', 'footer', 'modules', 'notice', 'cookies', 'media', 'forms', 'search', 'notFound', 'files'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function loadMessages(lang: Lang): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`../../messages/${lang}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}

/**
 * The messages that client components read (useTranslations in code that runs in the browser), as
 * dotted paths. Everything sent is in the RSC payload of the page, so each page gets only what its
 * client code can show: the chrome's messages from the layout's NextIntlClientProvider on every
 * page, and each island's messages from a provider around that island (components/IslandMessages),
 * only on the pages that show it. The rest (footer, cookies, most module labels) is read on the
 * server only. tests/unit/client-messages.test.ts holds these lists to the client code.
 *
 * SHARED_MESSAGES are the shared client components' (PlainLink's "opens in a new tab"): every
 * provider sends them, since a server module may render a shared client component inside an island.
 *
 * The chrome's lists name single messages where the server components read the rest of a
 * namespace (the skip link, breadcrumb, bottom navigation and header's own labels): those are in the
 * HTML already, and every page's payload carried them again (0.15 KB gzip of each page's HTML).
 */
export const SHARED_MESSAGES = ['common.opensInNewTab'] as const;

/** The chrome's client components' messages (header menus and search, not-found and error fallbacks, loader, preview badge): every page. */
export const CHROME_MESSAGES = [
  ...SHARED_MESSAGES,
  'common.loading',
  'common.previewBadge',
  'common.previewExiting',
  'header.mainNavigation',
  'header.menu',
  'header.toggleSubmenu',
  'header.search',
  'header.searchLabel',
  'header.searchPlaceholder',
  'header.submitSearch',
  'header.searchHint',
  'notFound',
] as const;

/** Each client island's own messages; its provider sends these and SHARED_MESSAGES (a nested provider replaces the layout's). */
export const ISLAND_MESSAGES = {
  // Each form gets the forms' shared wording and its own part, not the other forms' labels.
  contactForm: ['forms.shared', 'forms.contact'],
  iataForm: ['forms.shared', 'forms.iata'],
  subscriptionForm: ['forms.shared', 'forms.subscription'],
  newsBrowser: ['media.filters', 'modules.newsCategory'],
  storyBrowser: ['media.tagFilter'],
  photos: ['media.lightbox'],
  searchMore: ['modules.search'],
  notice: ['notice'],
} as const satisfies Record<string, readonly string[]>;
export type Island = keyof typeof ISLAND_MESSAGES;

type Messages = Record<string, unknown>;

/** The parts of `messages` at `paths` (dotted), nested as in the original. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let from: unknown = messages;
    for (const key of keys) from = from !== null && typeof from === 'object' ? (from as Messages)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Messages;
    into[keys[keys.length - 1]] = from;
  }
  return picked;
}
