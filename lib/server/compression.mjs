// @ts-check
/**
 * The compression of every answer server.mjs sends: brotli where the browser accepts it (every
 * current browser does, over HTTPS and on localhost), else gzip, through the `compression` package
 * (Express's), which Next's own, gzip-only compression is an older copy of.
 *
 * Why brotli: a page's HTML is its markup followed by its RSC payload, which repeats the same text
 * 40-50 KB further on. gzip looks back 32 KB only, so it stores most of the page twice; brotli's
 * window reaches back megabytes. Leadership, en: 17.1 KB gzip, 13.5 KB brotli at quality 5 (11.7 at
 * 11, which costs 90 ms a page), in about the same CPU time as gzip (1.5-2 ms for 94 KB).
 * Scripts and style sheets gain less (6 %), as they repeat little.
 *
 * next.config.mjs turns Next's compression off when this server runs (HACTL_SERVER_COMPRESSES), so
 * an answer is never compressed twice; the response cache keeps the encoded bytes per Accept-Encoding.
 */
import { constants } from 'node:zlib';
import compression from 'compression';

/** Brotli quality: 5 is where the ratio stops growing fast and the time is still gzip's. */
export const BROTLI_QUALITY = 5;

/**
 * Middleware `(req, res, next)`: compresses what `next` writes to `res`. The package is typed for
 * Express's request and response, but reads and wraps only what Node's own have.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function createCompression() {
  return /** @type {any} */ (compression)({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } } });
}
