import { cookies, draftMode } from 'next/headers';
import { CONTEXT_COOKIE, PREVIEW_COOKIE } from '@/lib/preview/token';

/**
 * Leave preview: POST /api/preview/exit, called by the preview badge. Clears both preview cookies
 * and draft mode. Needs no secret: leaving preview only ever shows less.
 */
export const dynamic = 'force-dynamic';

export async function POST() {
  const jar = await cookies();
  jar.delete(PREVIEW_COOKIE);
  jar.delete(CONTEXT_COOKIE);
  (await draftMode()).disable();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
}
