// @ts-check
/**
 * The cookies the server itself looks at, by name. Plain JavaScript (typed by its JSDoc, checked by tsc)
 * because plain Node reads it too: server.mjs through lib/cache/response-cache.mjs, and
 * next.config.mjs.
 */

/** Remembers the visitor's language between visits (next-intl's name; read and written by proxy.ts). */
export const LANG_COOKIE = 'NEXT_LOCALE';

/** Next's draft-mode cookie: with it, pages render per request (editor preview) and are never cached. */
export const DRAFT_COOKIE = '__prerender_bypass';
