import type { LocaleCode } from '../i18n';
import { ContentNotFoundError, ContentUnavailableError } from './errors';
import { contentSegments } from './paths';
import type { ContentSource, FetchContext } from './source';

/**
 * A headless CMS over HTTP, same contract as the embedded store (spec section 7):
 * GET {base}/{code}/config and GET {base}/{code}{api}. Success is status 200-299 with a JSON body;
 * 404 means "no such content"; anything else (timeouts, 5xx, invalid JSON) is a backend failure.
 */
export function httpSource(base: string, timeoutMs: number): ContentSource {
  const root = base.replace(/\/+$/, '');

  async function get(path: string, ctx?: FetchContext): Promise<unknown> {
    const url = `${root}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...(ctx?.previewCookies ? { cookie: ctx.previewCookies } : {}) },
        // Preview requests carry the editor's cookies and must never be shared or cached. Published
        // content is cached by the loader (lib/content/index.ts); a no-store fetch there would turn
        // the on-demand render of a static page (search results, a new news item) into a dynamic
        // one, which Next refuses with a 500 ("Page changed from static to dynamic at runtime").
        ...(ctx?.previewCookies ? { cache: 'no-store' as const } : {}),
        signal: timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined,
      });
    } catch (error) {
      throw new ContentUnavailableError(path, error instanceof Error ? error.name : 'fetch failed');
    }
    if (response.status === 404) throw new ContentNotFoundError(path);
    if (response.status < 200 || response.status > 299) throw new ContentUnavailableError(path, `HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new ContentUnavailableError(path, 'invalid JSON');
    }
  }

  return {
    kind: 'http',
    config: (code: LocaleCode, ctx) => get(`/${code}/config`, ctx),
    page: (code: LocaleCode, apiPath: string, ctx) => {
      const isSearch = apiPath.startsWith('/search/getSearchResult/');
      if (!isSearch && !contentSegments(apiPath)) return Promise.reject(new ContentNotFoundError(apiPath));
      return get(`/${code}${apiPath}`, ctx);
    },
  };
}
