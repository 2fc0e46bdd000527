import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { source } from '@/lib/content';
import { pagesListing } from '@/lib/content/collection-pages';
import { env } from '@/lib/server/env';
import { readLimited } from '@/lib/forms/http';
import { controlJson } from '@/lib/server/http-responses';
import { REVALIDATE_MAX_BYTES } from '@/lib/security/body-limits.mjs';
import { langOfLocaleCode } from '@/lib/i18n';
import { secretMatches } from '@/lib/security/signature';
import { clearResponseCache } from '@/lib/cache/response-cache.mjs';
import { clearSearchIndex } from '@/lib/search/index-cache';
import { collectionFolderOf, parseRevalidateBody, tagsFor } from '@/lib/server/revalidation';

/**
 * The CMS webhook: POST /api/revalidate with header `x-revalidate-secret: {REVALIDATE_SECRET}`
 * and a JSON body (lib/server/revalidation.ts). The named cache tags expire at once, so the next visit
 * renders the new content; it answers in milliseconds and refuses bad input with 400, never 500.
 */
export const dynamic = 'force-dynamic';

/** The JSON body, read up to REVALIDATE_MAX_BYTES; 'tooLarge' past it, undefined when it is not JSON. */
async function readBody(request: NextRequest): Promise<unknown> {
  const bytes = await readLimited(request, REVALIDATE_MAX_BYTES);
  if (!bytes) return TOO_LARGE;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

const TOO_LARGE = Symbol('tooLarge');

/** The secret of a header (x-revalidate-secret or Authorization: Bearer), checked before any body is read. */
function headerSecret(request: NextRequest): string | null {
  const header = request.headers.get('x-revalidate-secret');
  if (header) return header;
  return request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;
}

export async function POST(request: NextRequest) {
  const secret = env.revalidateSecret;
  if (!secret) return controlJson(404, { error: 'Revalidation is not enabled on this server (REVALIDATE_SECRET is unset).' });
  // Cheapest first: a header secret, the type, the declared size; only then at most 4 KiB of body.
  const fromHeader = headerSecret(request);
  if (fromHeader !== null && !secretMatches(fromHeader, secret)) return controlJson(401, { error: 'Invalid revalidation secret.' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return controlJson(400, { error: 'Send a JSON body (Content-Type: application/json).' });
  if (!(Number(request.headers.get('content-length') ?? '0') <= REVALIDATE_MAX_BYTES)) return controlJson(413, { error: `The body may be at most ${REVALIDATE_MAX_BYTES} bytes.` });
  const body = await readBody(request);
  if (body === TOO_LARGE) return controlJson(413, { error: `The body may be at most ${REVALIDATE_MAX_BYTES} bytes.` });
  // CMSs that cannot set a header send the secret in the (already bounded) body.
  const field = (body as { secret?: unknown } | undefined)?.secret;
  if (fromHeader === null && !secretMatches(typeof field === 'string' ? field : null, secret)) return controlJson(401, { error: 'Invalid revalidation secret.' });

  const parsed = parseRevalidateBody(body);
  if (!parsed.ok) return controlJson(400, { error: parsed.error });
  const { request: wanted } = parsed;

  let listing: string[] = [];
  if (wanted.kind === 'page' && source.kind === 'embedded') {
    const folder = collectionFolderOf(wanted.segments);
    const lang = langOfLocaleCode(wanted.code);
    if (folder && lang) listing = await pagesListing(lang, folder).catch(() => []);
  }
  const tags = tagsFor(wanted, listing);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The embedded search index would otherwise notice the edit only at its next minute check.
  if (source.kind === 'embedded') clearSearchIndex();
  // server.mjs keeps pages for a second; this instance drops them now, the others within that second.
  clearResponseCache();
  return controlJson(200, { revalidated: true, tags });
}
