import type { NextRequest } from 'next/server';
import { ContentNotFoundError, ContentUnavailableError } from '@/lib/content/errors';
import { source } from '@/lib/content';
import { langOfLocaleCode, type LocaleCode } from '@/lib/i18n';
import { parsePageParam, SEARCH_MAX_PAGE } from '@/lib/search/paginate';
import { clientAddress, consume } from '@/lib/security/rate-limits';

/**
 * The content API with the CMS contract (spec section 7), served from the embedded store or
 * passed through to CONTENT_API_URL: GET /api/{localeCode}/config and
 * GET /api/{localeCode}{api}[/{category}][/{generalId}]/ . Only GET exists (Next answers 405).
 */
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

function error(status: number, message: string) {
  return Response.json({ error: message }, { status, headers: { ...JSON_HEADERS, 'Cache-Control': 'no-store' } });
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string; path: string[] }> }) {
  const { locale, path } = await params;
  if (!langOfLocaleCode(locale)) return error(404, `Unknown locale "${locale}". Use en, tc or sc.`);
  const code = locale as LocaleCode;
  const trailing = request.nextUrl.pathname.endsWith('/') ? '/' : '';
  const apiPath = `/${path.map((p) => encodeURIComponent(p)).join('/')}${trailing}`;
  // Content paths are plain names; anything else is refused before it reaches a source.
  let apiForSource = path[0] === 'search' ? apiPath : decodeURIComponent(apiPath);
  if (path[0] === 'search') {
    // Search results are paginated: ?page=n (1 when absent); the only query parameter of the API.
    const page = parsePageParam(request.nextUrl.searchParams.getAll('page'));
    if (page === null) return error(400, `page must be a whole number from 1 to ${SEARCH_MAX_PAGE}.`);
    if (page > 1) apiForSource += `?page=${page}`;
    // Every keyword is a fresh search over the whole site: SEARCH_RATE_LIMIT per client.
    const limit = await consume('search', 'api', clientAddress(request));
    if (!limit.ok) {
      return Response.json({ error: 'Too many searches: try again later.' }, { status: 429, headers: { ...JSON_HEADERS, 'Cache-Control': 'no-store', 'Retry-After': String(limit.retryAfter) } });
    }
  }

  try {
    const body = apiForSource === '/config' ? await source.config(code) : await source.page(code, apiForSource);
    return Response.json(body, {
      headers: { ...JSON_HEADERS, 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' },
    });
  } catch (e) {
    if (e instanceof ContentNotFoundError) return error(404, 'No content at this path.');
    if (e instanceof ContentUnavailableError) {
      console.error(`[api] ${e.message}`);
      return error(502, 'The content backend is unavailable.');
    }
    console.error(`[api] unexpected failure for ${apiPath}`, e);
    return error(500, 'Unexpected error.');
  }
}
