/**
 * Content paths come from URLs, so they are hostile until proven otherwise. A content path is
 * '/'-separated segments of letters, digits, '.', '_', '-' (and, for search, a free-text keyword
 * that never touches the file system). No '..', no empty segments, no encoded separators.
 */
const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,127}$/u;

export function contentSegments(apiPath: string): string[] | null {
  if (apiPath.length > 600 || /[\u0000-\u001f\u007f\\%]/.test(apiPath)) return null;
  const parts = apiPath.split('/').filter((s) => s !== '');
  if (parts.length === 0 || parts.length > 8) return null;
  for (const part of parts) {
    if (!SEGMENT.test(part) || part.includes('..')) return null;
  }
  return parts;
}
