import { randomBytes } from 'node:crypto';
import { hasSignature, signature } from '@/lib/security/signature';

/**
 * The embedded store's stand-in for a CMS login: the two preview cookies hold tokens signed with
 * HMAC-SHA256 under PREVIEW_SECRET, '{expiry epoch seconds}.{nonce}.{signature}'. Each cookie
 * signs its own name, so one cannot stand in for the other, and both must share expiry and nonce,
 * so cookies of two sessions do not mix. Nothing here reads the clock or the environment.
 */
export const PREVIEW_COOKIE = 'UMB_PREVIEW';
export const CONTEXT_COOKIE = 'UMB_UCONTEXT';

type PreviewCookieName = typeof PREVIEW_COOKIE | typeof CONTEXT_COOKIE;

export interface PreviewTokens {
  [PREVIEW_COOKIE]: string;
  [CONTEXT_COOKIE]: string;
  /** Epoch seconds. */
  expires: number;
}

/** What each cookie's signature covers: its own name, the expiry and the session's nonce. */
const signed = (name: PreviewCookieName, expires: number, nonce: string) => `${name}.${expires}.${nonce}`;

export function issuePreviewTokens(secret: string, nowMs: number, ttlSeconds: number, nonce = randomBytes(16).toString('base64url')): PreviewTokens {
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  const token = (name: PreviewCookieName) => `${expires}.${nonce}.${signature(secret, signed(name, expires, nonce))}`;
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

/** Both cookies present, signed with this secret, of one session, and not expired. */
export function verifyPreviewTokens(secret: string, preview: string | undefined, context: string | undefined, nowMs: number): boolean {
  const p = parse(preview);
  const c = parse(context);
  if (!p || !c || p.expires !== c.expires || p.nonce !== c.nonce) return false;
  if (p.expires * 1000 <= nowMs) return false;
  return (
    hasSignature(secret, signed(PREVIEW_COOKIE, p.expires, p.nonce), p.sig) &&
    hasSignature(secret, signed(CONTEXT_COOKIE, c.expires, c.nonce), c.sig)
  );
}
