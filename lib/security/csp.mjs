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

/**
 * The style sheet of the page a missing file answers with (app/assets/[...path]/route.ts): the one
 * inline style a response that is not a page may carry, allowed by its hash below. Kept here so
 * that the policy and the page cannot disagree.
 */
export const MISSING_FILE_STYLE =
  'body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1a2433;background:#f4f6f9}' +
  'main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}' +
  'section{background:#fff;border-top:4px solid #0b3d6e;border-radius:4px;padding:1.25rem 1.5rem;margin:0 0 1.25rem}' +
  'section:not(:first-child){font-size:.9375rem}' +
  'h1,h2{margin:0 0 .5rem;color:#0b3d6e;line-height:1.3}h1{font-size:1.5rem}h2{font-size:1.125rem}' +
  'p{margin:0 0 .75rem}a{color:#0b3d6e;font-weight:600}' +
  ':lang(zh-HK){font-family:"Noto Sans CJK TC","Noto Sans TC","PingFang HK","Microsoft JhengHei",system-ui,sans-serif}' +
  ':lang(zh-CN){font-family:"Noto Sans CJK SC","Noto Sans SC","PingFang SC","Microsoft YaHei",system-ui,sans-serif}';

/**
 * For responses that are not pages (API JSON, redirects, files): nothing may run or embed them.
 * The only thing allowed is MISSING_FILE_STYLE, so that a missing file's 404 page is legible.
 */
export const NON_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(MISSING_FILE_STYLE, 'utf8').digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

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
