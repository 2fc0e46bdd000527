import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { source } from '@/lib/content';
import { env } from '@/lib/server/env';
import { controlJson } from '@/lib/server/http-responses';
import { sitePathOrNull } from '@/lib/preview/path';
import { CONTEXT_COOKIE, PREVIEW_COOKIE, issuePreviewTokens } from '@/lib/preview/token';
import { secretMatches } from '@/lib/security/signature';

/**
 * Enter preview: GET /api/preview?secret={PREVIEW_SECRET}&path=/en/about-us/
 * Sets the two preview cookies and Next's draft mode, then redirects to the page. The embedded
 * store gets signed, expiring tokens; a real CMS's own preview cookies are taken over as they come.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const secret = env.previewSecret;
  if (!secret) return controlJson(404, { error: 'Preview is not enabled on this server (PREVIEW_SECRET is unset).' });
  const params = request.nextUrl.searchParams;
  if (!secretMatches(params.get('secret'), secret)) return controlJson(401, { error: 'Invalid preview secret.' });
  const path = sitePathOrNull(params.get('path'));
  if (!path) return controlJson(400, { error: 'path must be a site-relative path such as /en/about-us/.' });

  const maxAge = env.previewTtlSeconds;
  const secure = request.nextUrl.protocol === 'https:';
  const jar = await cookies();
  let values: { preview: string; context: string };
  if (source.kind === 'http') {
    const preview = request.cookies.get(PREVIEW_COOKIE)?.value;
    const context = request.cookies.get(CONTEXT_COOKIE)?.value;
    if (!preview || !context) {
      return controlJson(400, { error: `Open the preview from the CMS: its ${PREVIEW_COOKIE} and ${CONTEXT_COOKIE} cookies are missing.` });
    }
    values = { preview, context };
  } else {
    const tokens = issuePreviewTokens(secret, Date.now(), maxAge);
    values = { preview: tokens[PREVIEW_COOKIE], context: tokens[CONTEXT_COOKIE] };
  }
  // The badge deletes UMB_PREVIEW in the browser (spec), so that one cannot be httpOnly.
  jar.set(PREVIEW_COOKIE, values.preview, { path: '/', maxAge, sameSite: 'lax', secure, httpOnly: false });
  jar.set(CONTEXT_COOKIE, values.context, { path: '/', maxAge, sameSite: 'lax', secure, httpOnly: true });
  (await draftMode()).enable();

  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } });
}
