import { NextResponse, type NextRequest } from 'next/server';
import { DRAFT_COOKIE, LANG_COOKIE } from './lib/consent/cookie-names.mjs';
import { decide } from './lib/routing/proxy-rules';
import { NON_PAGE_POLICY, originOf, pagePolicyFromEnv } from './lib/security/csp.mjs';
import { env } from './lib/server/env';

/**
 * Next 16 calls the middleware file proxy.ts. It runs before every page request and decides,
 * through the pure rules in lib/routing/proxy-rules.ts: redirect (bare path, missing or oddly cased
 * language, route-table redirects, canonical slashes), the localized 404 page at an unknown
 * address, or serve, remembering the visitor's language in a cookie.
 *
 * Not next-intl's middleware (createMiddleware with defineRouting): it negotiates and prefixes the
 * locale, which is one of the rules here. The others it does not know: the route table's redirects
 * and landings' slashes, the 404 answered at the address asked for, list views served from an
 * internal path, hostile paths refused before any decoding reaches a page, and the spec's cookie.
 * Running both would split one decision between two places that must agree. next-intl still does
 * the messages (lib/i18n/request.ts), and its navigation helpers are not needed: links are plain
 * anchors (components/SmartLink.tsx, docs/architecture.md).
 */
export default function proxy(request: NextRequest) {
  // Pages are documents to read: the site has no server actions, and forms post to /api/... .
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Security-Policy': NON_PAGE_POLICY } });
  }
  const saved = request.cookies.get(LANG_COOKIE)?.value;
  const decision = decide(request.nextUrl.pathname, saved, request.nextUrl.searchParams);

  if (decision.kind === 'not-found') {
    // The localized 404 page (its route answers with status 404) at the address asked for. One
    // rendering of it serves every unknown address of a language.
    // It is a page like any other, with the page's own policy.
    return NextResponse.rewrite(new URL(`/${decision.lang}/404`, request.nextUrl.origin));
  }
  if (decision.kind === 'redirect') {
    // Only the path changes, never the origin, and Next sends same-origin targets as a relative
    // Location. A plain URL, not NextURL, which would drop the trailing slash landings keep.
    const response = NextResponse.redirect(new URL(decision.location + (decision.query ?? request.nextUrl.search), request.nextUrl.origin), decision.permanent ? 308 : 307);
    if (!decision.permanent) response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Content-Security-Policy', NON_PAGE_POLICY);
    return response;
  }

  const response = draftAware(request, decision.kind === 'rewrite' ? new URL(decision.path, request.nextUrl.origin) : undefined);
  if (saved !== decision.lang) {
    response.cookies.set(LANG_COOKIE, decision.lang, {
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

/** The request headers Next reads a nonce from. */
const POLICY_REQUEST_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/**
 * Static pages carry the hash policy stored with them in the cache. A preview renders per request,
 * outside that cache, so it gets a nonce instead: Next reads the nonce from the request's policy
 * header and puts it on its inline scripts. The CMS (CONTENT_API_URL's origin) may frame a preview.
 * `destination`: the internal path of a list view, rendered at the address asked for.
 */
function draftAware(request: NextRequest, destination?: URL): NextResponse {
  const pass = (init?: { request: { headers: Headers } }) => (destination ? NextResponse.rewrite(destination, init) : NextResponse.next(init));
  if (!request.cookies.has(DRAFT_COOKIE)) {
    // A policy header sent by the client would choose the nonce (server.mjs drops it already;
    // this covers `next start`).
    const sent = POLICY_REQUEST_HEADERS.filter((name) => request.headers.has(name));
    if (sent.length === 0) return pass();
    const headers = new Headers(request.headers);
    for (const name of sent) headers.delete(name);
    return pass({ request: { headers } });
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const cms = originOf(env.contentApiUrl);
  const policy = pagePolicyFromEnv({ nonce, frameAncestors: cms ? [cms] : ["'none'"] });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = pass({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: the content API, Next's own files, static assets and crawler files pass untouched.
  matcher: ['/((?!api/|_next/|assets/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)'],
};
