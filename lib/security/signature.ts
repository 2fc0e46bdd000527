// No 'server-only' marker: node:crypto keeps it out of any browser bundle, and the end-to-end tests
// sign preview cookies with it in plain Node, where that marker throws.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of the tokens the site hands out (XSRF, newsletter confirmation links,
 * preview cookies) and the comparison of every secret a client presents (webhook, preview link,
 * export token, XSRF header): one way to sign, one constant-time way to compare.
 */
export function signature(key: string, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

/**
 * Whether a presented secret or token equals the expected one, in constant time. Both sides are
 * hashed first, so neither the time nor an early return tells their lengths apart.
 */
export function secretMatches(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const digest = (v: string) => createHmac('sha256', 'secret-compare').update(v).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Whether `given` is the signature of `data` under `key`, compared in constant time. */
export function hasSignature(key: string, data: string, given: string): boolean {
  return secretMatches(given, signature(key, data));
}
