/**
 * The preview enter route redirects to a path an editor (or a CMS link) supplies, so the path is
 * hostile until proven otherwise: only a site-relative path is accepted. Refused: absolute URLs,
 * protocol-relative '//host', backslashes (browsers read '/\host' as '//host'), control bytes,
 * and all of these in percent-encoded form (decoded repeatedly until stable). What is accepted is
 * normalized: dot segments resolved, repeated slashes collapsed.
 */
const MAX_LENGTH = 2048;

function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after five rounds: nobody encodes a path that often by accident.
  return null;
}

function isSafeForm(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path) && !/^\/[a-z][a-z0-9+.-]*:/i.test(path);
}

/** The path to redirect to, or null when it is not a plain site-relative path. */
export function sitePathOrNull(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  const decoded = fullyDecoded(raw);
  if (decoded === null || !isSafeForm(raw) || !isSafeForm(decoded)) return null;
  // What the browser will request must parse to this origin and this path.
  const base = 'http://site.invalid';
  const url = new URL(raw, base);
  if (url.origin !== base) return null;
  // Dot segments are resolved by URL; runs of slashes are collapsed here, so '/.//evil.com'
  // (which URL resolves to '//evil.com', a protocol-relative Location) becomes '/evil.com'.
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  return isSafeForm(pathname) ? pathname + url.search + url.hash : null;
}
