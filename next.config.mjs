import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './lib/build/compile-hints.cjs';
import { emptyImageCache } from './lib/build/image-cache.mjs';
import { IMAGE_SIZES } from './lib/build/image-sizes.mjs';
import { cacheBoundsFromEnv } from './lib/cache/cache-bounds.mjs';
import { DRAFT_COOKIE } from './lib/consent/cookie-names.mjs';
import { NON_PAGE_POLICY } from './lib/security/csp.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // UI messages are compiled at build time, so the browser gets next-intl's small formatter
  // instead of the ICU message parser (about 8 KB gzip off every page; budget: bench/budgets.cjs).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * Headers every response carries (pages, redirects, 404s, API). The Content-Security-Policy of a
 * page depends on its inline scripts and comes with the cached page (lib/cache/page-cache-handler.mjs);
 * everything else gets the locked-down policy below.
 */
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  experimental: {
    // Turbopack merges client chunks smaller than this (default 50 KB of source): a first visit
    // loads 8 scripts instead of 10, for 1 KB less gzip. A phone on a slow connection pays a round
    // trip for every request past the six a browser opens at once; Lighthouse medians of seven,
    // about-us en and zh-hk news detail: LCP 2.53/2.66 -> 2.37/2.22 s, TBT 232/188 -> 140/136 ms.
    turbopackChunking: { minChunkSize: 200_000 },
  },
  compiler: {
    // Browser chunks are compiled by V8 in the background as they download instead of function by
    // function on the main thread when the page boots (lib/build/compile-hints.cjs).
    // And no picture replaced under its old name is served in its old sizes (lib/build/image-cache.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
      emptyImageCache(distDir);
    },
  },
  // Next's file cache, or Redis shared by every instance when REDIS_URL is set (the module chooses).
  cacheHandler: fileURLToPath(new URL('./lib/cache/page-cache-handler.mjs', import.meta.url)),
  // Pages answer `s-maxage={revalidate}, stale-while-revalidate={expireTime - revalidate}`. A day
  // instead of Next's default year: no cache (CDN or ours) serves a copy older than a day while it
  // fetches a new one; an older copy waits for a fresh render instead.
  expireTime: 24 * 60 * 60,
  poweredByHeader: false,
  // server.mjs compresses every answer itself, brotli where the browser takes it and gzip otherwise,
  // and sets this variable before Next loads this file: Next's own compression is gzip only, and its
  // 32 KB window cannot reach from a page's RSC payload back to the markup it repeats (a page's HTML:
  // 17 KB gzip, 13.5 KB brotli). `next start` alone keeps Next's gzip.
  compress: process.env.HACTL_SERVER_COMPRESSES !== '1',
  // The database drivers load their own files at run time (PGlite its WebAssembly and data files):
  // Node requires them from node_modules instead of the bundler inlining them. The Redis client is
  // shared by the cache handler (loaded by Node) and the health route: one copy.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'redis'],
  // Landing pages keep the spec's trailing slash ('about-us/'); proxy.ts canonicalizes every page
  // path itself, and the content API accepts both forms, so Next must not redirect on its own.
  skipTrailingSlashRedirect: true,
  images: {
    ...IMAGE_SIZES,
    // Only our own images are optimized: /_next/image never fetches a foreign URL.
    remotePatterns: [],
    localPatterns: [{ pathname: '/assets/**', search: '' }],
    // Next's own least-recently-used bound on .next/cache/images (IMAGE_CACHE_MB), read when the
    // server starts.
    maximumDiskCacheSize: cacheBoundsFromEnv().imageCacheBytes,
  },
  async headers() {
    const nonPage = [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }];
    return [
      { source: '/:path*', headers: securityHeaders },
      // A preview may be framed by the CMS (its CSP frame-ancestors says by whom); nothing else may.
      { source: '/:path*', missing: [{ type: 'cookie', key: DRAFT_COOKIE }], headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/api/:path*', headers: nonPage },
      { source: '/_next/:path*', headers: nonPage },
      { source: '/assets/:path*', headers: nonPage },
    ];
  },
};

export default withNextIntl(nextConfig);
