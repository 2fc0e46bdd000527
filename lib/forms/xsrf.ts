import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/server/env';
import { hasSignature, secretMatches, signature } from '@/lib/security/signature';

/**
 * XSRF protection as in spec section 7: the cookie XSRF-TOKEN holds a token that page scripts copy
 * into the X-XSRF-TOKEN header (double submit). Another site can make a browser send the cookie
 * but cannot read it, so it cannot send the header. The token is signed, so a cookie planted by a
 * sibling subdomain is not accepted either, and it expires.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MAX_AGE_SECONDS = 60 * 60 * 12;

const key = env.formsSecret ?? randomBytes(32).toString('hex');

export function issueXsrfToken(nowMs = Date.now()): string {
  const payload = `${randomBytes(18).toString('base64url')}.${Math.floor(nowMs / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

export function isValidXsrfToken(token: string, nowMs = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [nonce, issued, given] = parts;
  if (!hasSignature(key, `${nonce}.${issued}`, given)) return false;
  const age = Math.floor(nowMs / 1000) - Number(issued);
  return Number.isInteger(age) && age >= 0 && age <= XSRF_MAX_AGE_SECONDS;
}

/** The header must equal the cookie, and the cookie must be a token this server issued. */
export function checkXsrf(cookieValue: string | undefined, headerValue: string | null): boolean {
  if (!cookieValue || !headerValue) return false;
  return secretMatches(headerValue, cookieValue) && isValidXsrfToken(cookieValue);
}
