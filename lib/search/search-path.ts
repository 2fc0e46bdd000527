import type { Lang } from '../i18n';

/**
 * Spec section 5: a search is accepted only when the trimmed keyword is non-empty. The results
 * live at /{lang}/search/{keyword}; slashes in the keyword become spaces (a slash would otherwise
 * add a path segment) and the keyword is URL-encoded.
 */

/** The keyword as it goes into the path, or null when the search must not be accepted. */
export function normalizeKeyword(keyword: string): string | null {
  const cleaned = keyword
    .replace(/[/\\]/g, ' ')
    // Control characters never belong in a path (the route table refuses them).
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim();
  return cleaned === '' ? null : cleaned;
}

/** True when the search submit button may be used. */
export function isSearchable(keyword: string): boolean {
  return normalizeKeyword(keyword) !== null;
}

/** '/en/search/a%20b' for ('en', 'a/b'); null for an empty or blank keyword. */
export function searchPath(lang: Lang | string, keyword: string): string | null {
  const cleaned = normalizeKeyword(keyword);
  if (cleaned === null) return null;
  return `/${lang}/search/${encodeURIComponent(cleaned)}`;
}
