import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { source } from '@/lib/content';
import { pagesListing } from '@/lib/content/collection-pages';
import { env } from '@/lib/env';
import { controlJson } from '@/lib/http-responses';
import { langOfLocaleCode } from '@/lib/i18n';
import { secretMatches } from '@/lib/preview-token';
import { clearResponseCache } from '@/lib/cache/response-cache.mjs';
import { clearSearchIndex } from '@/lib/search/index-cache';
import { collectionFolderOf, parseRevalidateBody, tagsFor } from '@/lib/revalidation';

/**
 * The CMS webhook: POST /api/revalidate with header `x-revalidate-secret: {REVALIDATE_SECRET}`
 * and a JSON body (lib/revalidation.ts). The named cache tags expire at once, so the next visit
 * renders the new content; it answers in milliseconds and refuses bad input with 400, never 500.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY = 4096;

async function readBody(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function presentedSecret(request: NextRequest, body: unknown): string | null {
  const header = request.headers.get('x-revalidate-secret');
  if (header) return header;
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return bearer;
  const field = (body as { secret?: unknown } | undefined)?.secret;
  return typeof field === 'string' ? field : null;
}

export async function POST(request: NextRequest) {
  const secret = env.revalidateSecret;
  if (!secret) return controlJson(404, { error: 'Revalidation is not enabled on this server (REVALIDATE_SECRET is unset).' });
  const body = await readBody(request);
  if (!secretMatches(presentedSecret(request, body), secret)) return controlJson(401, { error: 'Invalid revalidation secret.' });

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
