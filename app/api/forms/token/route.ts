import type { NextRequest } from 'next/server';
import { NO_STORE } from '@/lib/forms/http';
import { XSRF_COOKIE, XSRF_MAX_AGE_SECONDS, issueXsrfToken, isValidXsrfToken } from '@/lib/forms/xsrf';

/**
 * GET /api/forms/token — gives the browser an XSRF-TOKEN cookie (readable by page scripts, which
 * copy it into the X-XSRF-TOKEN header). Pages are static and cached, so they cannot carry one.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  const current = request.cookies.get(XSRF_COOKIE)?.value;
  const token = current && isValidXsrfToken(current) ? current : issueXsrfToken();
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const cookie = [`${XSRF_COOKIE}=${token}`, 'Path=/', `Max-Age=${XSRF_MAX_AGE_SECONDS}`, 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
  // The token is in the body too: WebKit (Safari) can show a cookie set by a fetch to
  // document.cookie a moment after the fetch resolves, and the form would then find none.
  return Response.json({ ok: true, token }, { headers: { ...NO_STORE, 'Set-Cookie': cookie } });
}
