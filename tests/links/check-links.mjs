/**
 * The site-wide link check (issue 26): every URL a visitor or a crawler follows or loads, from the
 * sitemap and every page it leads to, answers on the first request with what its link promises.
 *
 * linkinator crawls: it reads every URL of a page (a/area href, img src and srcset, source, video src
 * and poster, track, link canonical/alternate/icon/manifest, og:image and twitter:image, the URL
 * fields of JSON-LD), requests each distinct URL once, treats any redirect as broken and checks that
 * every #fragment exists on its target page. What linkinator does not judge is checked here:
 * - same-site URLs: a PDF is application/pdf and starts with %PDF; an image is image/* and not empty;
 *   a 200 HTML page is not the not-found page, and is the page's own canonical URL (a link to a second
 *   address of a page costs crawlers a duplicate and visitors a different URL for the same page);
 * - tel: is '+' and 7-15 digits; mailto: holds an address; a link to a social network names a
 *   profile, not the network's home page; no javascript: links.
 * External URLs are never requested (the site must not depend on other hosts, and the tests have
 * no network): only their form is checked.
 *
 * Image optimizer URLs (/_next/image?url=…&w=…&q=…) are not each requested: a page's srcsets name
 * a thousand of them and each first request is an encode of a few hundred ms of CPU, minutes on two
 * cores. Instead each variant's width and quality must be ones the optimizer serves (the build's
 * images-manifest.json), each source image is requested as it is, and one variant of each source
 * goes through the optimizer.
 */
import { check, LinkState } from 'linkinator';

/** Hosts whose bare home page is no place to send a visitor who clicked "follow us". */
const SOCIAL_HOSTS = ['linkedin.com', 'facebook.com', 'instagram.com', 'youtube.com', 'x.com', 'twitter.com', 'weibo.com', 'tiktok.com', 'threads.net'];

const TEL = /^tel:\+\d{7,15}$/;
const MAILTO = /^mailto:[^@\s?]+@[^@\s?]+\.[^@\s?]+(\?.*)?$/i;
const IMAGE_PATH = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

/**
 * @typedef {{ url: string, problem: string, parent?: string }} Failure
 * @typedef {{ widths: number[], qualities: number[] }} ImageConfig the sizes the optimizer serves
 * @typedef {{ origin: string, startPaths?: string[], notFoundMarker: string, images?: ImageConfig, concurrency?: number, timeoutMs?: number }} CheckOptions
 */

const OPTIMIZER = '/_next/image';

/** The URLs of a sitemap: every <loc> and every hreflang alternate. */
export function sitemapUrls(xml) {
  const urls = new Set();
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) urls.add(decodeXml(loc));
  for (const [, href] of xml.matchAll(/<xhtml:link[^>]*\shref="([^"]+)"/g)) urls.add(decodeXml(href));
  return [...urls];
}

function decodeXml(value) {
  return value.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
}

/** Why an off-site or non-HTTP URL is wrong, or null when its form is right. */
export function formProblem(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return 'not a valid URL';
  }
  switch (url.protocol) {
    case 'tel:':
      return TEL.test(raw) ? null : "a phone link must be 'tel:+' and 7-15 digits";
    case 'mailto:':
      return MAILTO.test(raw) ? null : 'a mail link must hold one address';
    case 'javascript:':
      return 'a javascript: link does nothing without script';
    case 'http:':
    case 'https:': {
      const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
      const social = SOCIAL_HOSTS.find((h) => host === h || host.endsWith(`.${h}`));
      if (social && url.pathname.replace(/\/+$/, '') === '') return `the home page of ${social}, not a profile`;
      return null;
    }
    default:
      return null;
  }
}

/** Why a same-site response is not what its link promises, or null. `body` holds at most its first bytes. */
export function responseProblem(url, contentType, body, notFoundMarker) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const path = new URL(url).pathname;
  if (/\.pdf$/i.test(path)) {
    if (type !== 'application/pdf') return `a PDF served as '${type || 'no type'}'`;
    if (body.subarray(0, 4).toString('latin1') !== '%PDF') return 'a PDF whose content does not start with %PDF';
    return null;
  }
  if (IMAGE_PATH.test(path) || path === OPTIMIZER) {
    if (!type.startsWith('image/')) return `an image served as '${type || 'no type'}'`;
    if (body.length === 0) return 'an empty image';
    return null;
  }
  if (type !== 'text/html') return null;
  const html = body.toString('utf8');
  if (html.includes(notFoundMarker)) return 'the not-found page, served with status 200';
  const canonical = /<link\s+rel="canonical"\s+href="([^"]+)"/.exec(html)?.[1];
  if (canonical) {
    const wanted = new URL(decodeXml(canonical), url).href;
    if (wanted !== new URL(url).href.split('#')[0]) return `a second address of ${wanted} (its canonical URL): link that instead`;
  }
  return null;
}

/** Why an optimizer URL asks for what the optimizer cannot serve, or null. */
export function variantProblem(url, images) {
  const params = new URL(url).searchParams;
  const source = params.get('url');
  if (!source || !source.startsWith('/')) return 'an optimized image without a same-site source';
  if (!images) return null;
  const width = Number(params.get('w'));
  const quality = Number(params.get('q') ?? 75);
  if (!images.widths.includes(width)) return `width ${params.get('w')} is not one the optimizer serves (${images.widths.join(', ')})`;
  if (!images.qualities.includes(quality)) return `quality ${params.get('q')} is not one the optimizer serves (${images.qualities.join(', ')})`;
  return null;
}

/** Every hop of a redirect chain from `url`, for the report. */
async function redirectChain(url) {
  const hops = [];
  let current = url;
  for (let i = 0; i < 5; i++) {
    const response = await fetch(current, { redirect: 'manual' }).catch(() => null);
    if (!response) break;
    await response.body?.cancel();
    hops.push(`${response.status} ${current}`);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    current = new URL(location, current).href;
  }
  return hops.join(' -> ');
}

/** GET a same-site URL and keep up to `limit` bytes of its body. */
async function fetchHead(url, limit = 1 << 20) {
  const response = await fetch(url, { redirect: 'manual' });
  const chunks = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      chunks.push(Buffer.from(chunk));
      size += chunk.length;
      if (size >= limit) break;
    }
  }
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.concat(chunks) };
}

/** Run `task` over `items`, `width` at a time. */
async function pool(items, width, task) {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, async () => {
    while (queue.length > 0) await task(queue.shift());
  }));
}

/**
 * Crawl the site at `origin` and return every failure (an empty list when all is well).
 * @param {CheckOptions} options
 * @returns {Promise<{ failures: Failure[], checked: number }>}
 */
export async function checkSite({ origin, startPaths = [], notFoundMarker, images, concurrency = 8, timeoutMs = 30_000 }) {
  const sameSite = (url) => url.startsWith(`${origin}/`) || url === origin;
  const sitemap = await fetch(`${origin}/sitemap.xml`, { redirect: 'manual' });
  if (sitemap.status !== 200) return { failures: [{ url: `${origin}/sitemap.xml`, problem: `status ${sitemap.status}` }], checked: 1 };
  const starts = [...new Set([...sitemapUrls(await sitemap.text()), ...startPaths.map((p) => `${origin}${p}`)])];
  const offSite = starts.filter((u) => !sameSite(u));

  const result = await check({
    path: starts.filter(sameSite),
    recurse: true,
    checkFragments: true,
    redirects: 'error',
    concurrency,
    timeout: timeoutMs,
    // Pages that are not HTML are requested without a trailing slash added (linkinator would
    // otherwise resolve '#main' on /en/about-us/leadership as /en/about-us/leadership/#main).
    cleanUrls: true,
    linksToSkip: async (url) => !sameSite(url) || new URL(url).pathname === OPTIMIZER,
  });

  /** @type {Failure[]} */
  const failures = offSite.map((url) => ({ url, problem: 'a sitemap URL on another site', parent: `${origin}/sitemap.xml` }));
  const toInspect = [];
  /** One optimized variant of each source image, with a page that shows it. */
  const sources = new Map();
  for (const link of result.links) {
    if (link.state === LinkState.SKIPPED && sameSite(link.url)) {
      const problem = variantProblem(link.url, images);
      if (problem) failures.push({ url: link.url, problem, parent: link.parent });
      const source = new URL(link.url).searchParams.get('url');
      const width = Number(new URL(link.url).searchParams.get('w'));
      const known = sources.get(source);
      if (!problem && (!known || width < known.width)) sources.set(source, { width, link });
    } else if (link.state === LinkState.SKIPPED) {
      const problem = formProblem(link.url);
      if (problem) failures.push({ url: link.url, problem, parent: link.parent });
    } else if (link.state === LinkState.BROKEN) {
      const redirected = link.status && link.status >= 300 && link.status < 400;
      const problem = redirected ? `redirects: ${await redirectChain(link.url)}` : link.status ? `status ${link.status}` : describe(link.failureDetails);
      failures.push({ url: link.url, problem, parent: link.parent });
    } else if (sameSite(link.url)) {
      toInspect.push(link);
    }
  }
  for (const [source, { link }] of sources) {
    toInspect.push({ url: `${origin}${source}`, parent: link.parent }, link);
  }
  await pool(toInspect, concurrency, async (link) => {
    const { status, type, body } = await fetchHead(link.url.split('#')[0]);
    const problem = status !== 200 ? `status ${status}` : responseProblem(link.url, type, body, notFoundMarker);
    if (problem) failures.push({ url: link.url, problem, parent: link.parent });
  });
  return { failures: dedupe(failures), checked: result.links.length };
}

function describe(details) {
  const first = details?.[0];
  if (!first) return 'broken';
  if (first instanceof Error) return first.message;
  return first.status ? `status ${first.status}` : 'broken';
}

function dedupe(failures) {
  const seen = new Set();
  return failures.filter((f) => {
    const key = `${f.url} ${f.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One line per failure: the URL, what is wrong, and a page that links it. */
export function formatFailures(failures) {
  return failures
    .slice()
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((f) => `✗ ${f.url}\n    ${f.problem}${f.parent ? `\n    linked from ${f.parent}` : ''}`)
    .join('\n');
}
