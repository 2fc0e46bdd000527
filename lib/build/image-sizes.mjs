// @ts-check
/**
 * The picture sizes next/image serves, in one place: the site's next.config.mjs, the benchmark's
 * floor (bench/floor/next.config.mjs: its hero downloads the same candidate of the same picture as
 * the site's) and the soak test's image requests (tests/soak/run.mjs) read them here.
 */
export const IMAGE_SIZES = {
  formats: /** @type {('image/avif' | 'image/webp')[]} */ (['image/avif', 'image/webp']),
  deviceSizes: [375, 640, 828, 1080, 1280, 1920],
  imageSizes: [64, 128, 256, 384],
  // Exactly what components/Media.tsx asks for: every other quality, and any query string on the
  // image's own URL (each a fresh encode and cache file), is a 400 before any work.
  qualities: [75],
};
