import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/server/env';
import type { FieldErrors } from './rules';
import { XSRF_COOKIE, XSRF_HEADER, checkXsrf } from './xsrf';

/**
 * The checks every state-changing request passes before its body is read, cheapest first: the
 * Origin is this site (403), the body is of the declared type (415), the XSRF cookie and header
 * match (403), and the body is not larger than the route takes (413, lib/security/body-limits.mjs;
 * server.mjs refuses a larger declared length before Next sees it). The rate limit is counted only
 * once the request is valid (lib/security/rate-limits.ts), so refused requests cost nobody quota.
 */

/** Form-level error codes (the `_form` entry of `errors`); the UI has a message for each. */
export type FormErrorCode = 'origin' | 'xsrf' | 'rateLimited' | 'tooLarge' | 'badRequest' | 'unavailable';

export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function formError(status: number, code: FormErrorCode, headers?: Record<string, string>): Response {
  return jsonResponse(status, { ok: false, errors: { _form: code } }, headers);
}

export function fieldErrors(errors: FieldErrors): Response {
  return jsonResponse(400, { ok: false, errors });
}

/** This site's origins: the configured public one and the one the request was addressed to. */
function allowedOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(env.siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) {
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0].trim() || new URL(request.url).protocol.replace(':', '');
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  // Browsers send Origin with every cross-site and same-site POST; a request without it is not ours.
  return origin !== null && allowedOrigins(request).has(origin);
}

export type Guarded = { ok: true; body: Uint8Array<ArrayBuffer> } | { ok: false; response: Response };

/** Reads at most maxBytes of the body; null when it is longer. */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export async function guardPost(request: NextRequest, contentType: string, maxBytes: number): Promise<Guarded> {
  if (!isSameOrigin(request)) return { ok: false, response: formError(403, 'origin') };
  if (mediaType(request) !== contentType) return { ok: false, response: formError(415, 'badRequest') };
  if (!checkXsrf(request.cookies.get(XSRF_COOKIE)?.value, request.headers.get(XSRF_HEADER))) {
    return { ok: false, response: formError(403, 'xsrf') };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!(declared <= maxBytes)) return { ok: false, response: formError(413, 'tooLarge') };
  const body = await readLimited(request, maxBytes);
  if (!body) return { ok: false, response: formError(413, 'tooLarge') };
  return { ok: true, body };
}

/** 429 with Retry-After, in the forms' error shape. */
export function rateLimited(retryAfter: number): Response {
  return formError(429, 'rateLimited', { 'Retry-After': String(retryAfter) });
}

/** The JSON object of a guarded body, or null when it is not a JSON object. */
export function parseJsonObject(body: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
