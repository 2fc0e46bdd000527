/** Collection folders the backend may report as a category; shown with a localized label. */
const KNOWN_CATEGORIES = ['latest-news', 'press-release', 'important-notices'] as const;
type Known = (typeof KNOWN_CATEGORIES)[number];

export function isKnownCategory(value: string | undefined): value is Known {
  return !!value && (KNOWN_CATEGORIES as readonly string[]).includes(value);
}
