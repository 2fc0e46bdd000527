import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of the tokens the site hands out (XSRF, newsletter confirmation links):
 * one way to sign, one constant-time way to check.
 */
export function signature(key: string, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

/** Whether `given` is the signature of `data` under `key`, compared in constant time. */
export function hasSignature(key: string, data: string, given: string): boolean {
  const expected = Buffer.from(signature(key, data));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
