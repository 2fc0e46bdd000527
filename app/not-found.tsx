'use client';

/**
 * The 404 of the app's root, outside every language's layout: what a notFound() in
 * app/[lang]/layout.tsx shows when the first segment is no language. proxy.ts answers every such
 * page address with the localized 404 page first; only the paths it leaves alone (api/, _next/,
 * assets/ and the root files: its matcher) can get here, and those answer with the locked-down
 * policy for files (lib/security/csp.mjs), under which no page script runs. So nothing renders it
 * for a visitor, and it renders nothing.
 *
 * It exists for its weight: Next puts the root's not-found into every page's RSC payload. Without
 * this file that was Next's built-in one, a server component whose markup and inline styles every
 * page carried (0.4 KB gzip of each page's HTML: docs/performance.md); a client component with no
 * props travels as a reference.
 */
export default function RootNotFound() {
  return null;
}
