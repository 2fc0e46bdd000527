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
