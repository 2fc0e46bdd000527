// @ts-check
/**
 * The Content-Security-Policy of every response, in one place. Plain ESM so that next.config.mjs,
 * the cache handler (loaded by Node at run time, uncompiled), proxy.ts and the tests share it.
 *
 * Pages are static (ISR), so a per-request nonce would make every page dynamic. Instead the policy
 * of an HTML page lists the SHA-256 of each inline script Next wrote into that page (its RSC
 * payload), computed once when the page enters the cache (lib/cache/page-cache-handler.mjs).
 */
import { createHash } from 'node:crypto';

const GTM = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** For responses that are not pages (API JSON, redirects, files): nothing may run or embed them. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// An inline classic or module script: no src attribute, and no type or a JavaScript type. Data
// blocks (application/ld+json) never run, so they need no hash.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^(?:text\/javascript|application\/javascript|module)$/i;

/** @param {string} attributes */
function isInlineJavaScript(attributes) {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
  return type === undefined || JS_TYPE.test(type);
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts of an HTML document, in order of
 * first appearance, without duplicates.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    if (!isInlineJavaScript(match[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The origin of a configured URL, or undefined when unset or not a URL.
 * @param {string | undefined} url
 */
export function originOf(url) {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The policy of an HTML page.
 * @param {object} options
 * @param {string[]} [options.scriptHashes] hashes of the page's inline scripts
 * @param {string} [options.nonce] for pages rendered per request (preview), instead of hashes
 * @param {boolean} [options.analytics] a tag container is configured: allow its hosts
 * @param {string} [options.contentOrigin] the CMS, whose media URLs pages may show
 * @param {string[]} [options.frameAncestors] who may frame the page (default: nobody)
 * @returns {string}
 */
export function pagePolicy({ scriptHashes = [], nonce, analytics = false, contentOrigin, frameAncestors = [] } = {}) {
  const media = contentOrigin ? [contentOrigin] : [];
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : scriptHashes), ...(analytics ? [GTM] : [])];
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ...scripts],
    // Inline style attributes come from React and the motion library; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...media, ...(analytics ? [GTM, ...ANALYTICS] : [])],
    ['media-src', "'self'", ...media],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(analytics ? ANALYTICS : [])],
    ['frame-src', ...(analytics ? [GTM] : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(frameAncestors.length > 0 ? frameAncestors : ["'none'"])],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * The page policy for this deployment's environment (read at run time: the same build can be
 * deployed with or without a tag container).
 * @param {{ scriptHashes?: string[], nonce?: string, frameAncestors?: string[] }} page
 * @param {Record<string, string | undefined>} [env]
 */
export function pagePolicyFromEnv(page, env = process.env) {
  return pagePolicy({ ...page, analytics: Boolean(env.GTM_ID), contentOrigin: originOf(env.CONTENT_API_URL) });
}
