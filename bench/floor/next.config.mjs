import { fileURLToPath } from 'node:url';
import { IMAGE_SIZES } from '../../lib/build/image-sizes.mjs';

/**
 * The floor: the smallest Next.js app of the same versions as the site (it has no node_modules of
 * its own and resolves next and react from the repository's). Built and served by bench/run.mjs
 * with the repository's `next` binary: `next build bench/floor`, `next start bench/floor`.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Turbopack must see the repository's node_modules: its root is the repository, not this folder.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // The site's image formats and sizes, so that the hero floor's phone downloads the same candidate
  // of the same picture as the site's.
  images: IMAGE_SIZES,
};

export default nextConfig;
