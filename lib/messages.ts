import type { Lang } from './i18n';

/**
 * UI strings that do not come from the CMS live in messages/{lang}/{namespace}.json. One file per
 * namespace keeps each part of the UI's wording together; this list is the whole set.
 */
export const NAMESPACES = ['common', 'header', 'footer', 'modules', 'notice', 'cookies', 'media', 'forms', 'search', 'notFound'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function loadMessages(lang: Lang): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`../messages/${lang}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}

/**
 * The messages that client components read (useTranslations in code that runs in the browser), as
 * dotted paths: all that the layout's NextIntlClientProvider sends. Everything sent is in the RSC
 * payload of every page; the rest (footer, cookies, most module labels) is read on the server
 * only. tests/unit/client-messages.test.ts holds this list to the client code.
 */
export const CLIENT_MESSAGES = [
  'common',
  'header',
  'notFound',
  'notice',
  'forms',
  'media.filters',
  'media.tagFilter',
  'media.lightbox',
  'modules.search',
  'modules.newsCategory',
] as const;

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
