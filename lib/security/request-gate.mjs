// @ts-check
/**
 * What server.mjs checks on every request before Next sees it: the things Next would either
 * trust from the client or spend work on before any route could refuse them.
 *
 * - The request target is a path ('origin-form'). An absolute-form target (`GET http://host/ HTTP/1.1`)
 *   is accepted only for this request's own Host, and rewritten to its path; any other host is 400.
 * - Every percent-escape run in the path decodes to valid UTF-8 (a lone surrogate such as
 *   `%ED%A0%80` is 400, where Next would fail with 503). Search keywords keep their own lenient
 *   reading of broken escapes (lib/routing/proxy-rules.ts).
 * - Forwarding headers (X-Forwarded-*, Forwarded, X-Real-IP) are kept only when the socket's peer
 *   is a trusted proxy (TRUSTED_PROXIES); otherwise a client could pick the scheme, host and
 *   address Next and the rate limits see. The resolved client address goes to route handlers in
 *   CLIENT_ADDRESS_HEADER, which no client can set.
 * - A client's Content-Security-Policy request header is dropped: Next takes the nonce of its
 *   inline scripts from that header (proxy.ts sets it for previews only).
 * - A body larger than the route takes (lib/security/body-limits.mjs; none for pages) is 413 from
 *   its declared Content-Length, without reading a byte of it.
 */
import { bodyLimitOf } from './body-limits.mjs';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, fromTrustedProxy } from './client-address.mjs';
import { NON_PAGE_POLICY } from './csp.mjs';

// Route handlers believe CLIENT_ADDRESS_HEADER only when this gate runs in their process.
/** @type {any} */ (globalThis)[Symbol.for('hactl.requestGate')] = true;

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];
const SEARCH_PATH = /^\/[^/]+\/search\//;

/** @typedef {{ status: number, message: string }} Refusal */

/** @param {number} status @param {string} message @returns {Refusal} */
const refuse = (status, message) => ({ status, message });

/** Whether a run of percent-escapes in `path` is not valid UTF-8. @param {string} path */
export function hasInvalidUtf8Escape(path) {
  for (const [run] of path.matchAll(/(?:%[0-9a-f]{2})+/gi)) {
    try {
      decodeURIComponent(run);
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Checks `req` and prepares its headers for Next. Returns null when it may go on, or the answer
 * to send instead.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ trust: (address: string, hop: number) => boolean }} options
 * @returns {Refusal | null}
 */
export function gateRequest(req, { trust }) {
  let target = req.url ?? '';
  if (!target.startsWith('/')) {
    let url;
    try {
      url = new URL(target);
    } catch {
      return refuse(400, 'The request target must be a path.');
    }
    const host = String(req.headers.host ?? '').toLowerCase();
    if (!/^https?:$/.test(url.protocol) || url.host.toLowerCase() !== host) return refuse(400, 'This server answers only for its own host.');
    target = req.url = `${url.pathname}${url.search}`;
  }
  const query = target.indexOf('?');
  const pathname = query < 0 ? target : target.slice(0, query);
  if (!SEARCH_PATH.test(pathname) && hasInvalidUtf8Escape(pathname)) return refuse(400, 'The path is not valid UTF-8.');

  const headers = req.headers;
  // Resolved before the forwarding headers go: a trusted proxy's X-Forwarded-For names the client.
  headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trust);
  if (!fromTrustedProxy(req, trust)) for (const name of FORWARDING_HEADERS) delete headers[name];
  for (const name of POLICY_HEADERS) delete headers[name];

  const limit = bodyLimitOf(pathname);
  const declared = headers['content-length'];
  if (declared !== undefined && !(Number(declared) <= limit)) return refuse(413, `This address takes at most ${limit} bytes of body.`);
  if (limit === 0 && headers['transfer-encoding'] !== undefined) return refuse(413, 'This address takes no request body.');
  return null;
}

/**
 * Sends a refusal without reading the body; the connection closes, so the rest of a large body
 * is never read either.
 * @param {import('node:http').ServerResponse} res @param {Refusal} refusal
 */
export function sendRefusal(res, refusal) {
  res.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': NON_PAGE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  res.end(`${refusal.message}\n`);
}
