import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The embedded store's stand-in for a CMS login: the two preview cookies hold tokens signed with
 * HMAC-SHA256 under PREVIEW_SECRET, '{expiry epoch seconds}.{nonce}.{signature}'. Each cookie
 * signs its own name, so one cannot stand in for the other, and both must share expiry and nonce,
 * so cookies of two sessions do not mix. Nothing here reads the clock or the environment.
 */
export const PREVIEW_COOKIE = 'UMB_PREVIEW';
export const CONTEXT_COOKIE = 'UMB_UCONTEXT';

export type PreviewCookieName = typeof PREVIEW_COOKIE | typeof CONTEXT_COOKIE;

export interface PreviewTokens {
  [PREVIEW_COOKIE]: string;
  [CONTEXT_COOKIE]: string;
  /** Epoch seconds. */
  expires: number;
}

function signature(secret: string, name: PreviewCookieName, expires: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${name}.${expires}.${nonce}`).digest('base64url');
}

export function issuePreviewTokens(secret: string, nowMs: number, ttlSeconds: number, nonce = randomBytes(16).toString('base64url')): PreviewTokens {
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  const token = (name: PreviewCookieName) => `${expires}.${nonce}.${signature(secret, name, expires, nonce)}`;
  return { [PREVIEW_COOKIE]: token(PREVIEW_COOKIE), [CONTEXT_COOKIE]: token(CONTEXT_COOKIE), expires };
}

interface Parsed {
  expires: number;
  nonce: string;
  sig: string;
}

function parse(token: string | undefined): Parsed | null {
  if (!token || token.length > 200) return null;
  const m = token.match(/^(\d{1,12})\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{43})$/);
  return m ? { expires: Number(m[1]), nonce: m[2], sig: m[3] } : null;
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Both cookies present, signed with this secret, of one session, and not expired. */
export function verifyPreviewTokens(secret: string, preview: string | undefined, context: string | undefined, nowMs: number): boolean {
  const p = parse(preview);
  const c = parse(context);
  if (!p || !c || p.expires !== c.expires || p.nonce !== c.nonce) return false;
  if (p.expires * 1000 <= nowMs) return false;
  return (
    sameSignature(p.sig, signature(secret, PREVIEW_COOKIE, p.expires, p.nonce)) &&
    sameSignature(c.sig, signature(secret, CONTEXT_COOKIE, c.expires, c.nonce))
  );
}

/** Constant-time comparison of a presented secret with the configured one. */
export function secretMatches(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const digest = (v: string) => createHmac('sha256', 'secret-compare').update(v).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
