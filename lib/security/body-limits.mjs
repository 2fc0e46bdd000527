// @ts-check
/**
 * The one table of how many body bytes each route may receive. server.mjs refuses a declared
 * Content-Length past the limit with 413 before Next sees the request, and the route handlers read
 * at most this many bytes of a streamed (chunked) body (lib/forms/http.ts, app/api/revalidate).
 * Every path not listed takes no body at all: pages and the content API are GET-only.
 */

/** A form's JSON is a few kilobytes at most (the longest field is 3,000 characters). */
export const FORM_MAX_BYTES = 16 * 1024;
/** A gift user is at most 50 flat attributes, sent as multipart. */
export const GIFT_USER_MAX_BYTES = 32 * 1024;
/** The CMS webhook names one page or the config: a few hundred bytes. */
export const REVALIDATE_MAX_BYTES = 4 * 1024;

/** @type {ReadonlyArray<{ path: string, prefix?: boolean, bytes: number }>} */
const LIMITS = [
  { path: '/api/forms/', prefix: true, bytes: FORM_MAX_BYTES },
  { path: '/api/gift-users', bytes: GIFT_USER_MAX_BYTES },
  { path: '/api/revalidate', bytes: REVALIDATE_MAX_BYTES },
];

/**
 * The most body bytes a request to `pathname` may carry (0: none).
 * @param {string} pathname the path of the request, without the query
 */
export function bodyLimitOf(pathname) {
  for (const limit of LIMITS) {
    if (limit.prefix ? pathname.startsWith(limit.path) : pathname === limit.path || pathname === `${limit.path}/`) return limit.bytes;
  }
  return 0;
}
