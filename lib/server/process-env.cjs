// @ts-check
/**
 * How the production server process is started (`npm start`, `npm run serve`, the bench and the
 * soak test): glibc's malloc settings and V8's heap bound, in one place. package.json's scripts spell
 * the same values in shell syntax; tests/unit/server-process-env.test.ts holds them together.
 *
 * - MALLOC_ARENA_MAX=1: one malloc arena; the image optimizer's encoder threads (sharp, AVIF) each
 *   grow an arena of their own otherwise.
 * - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ = 128 KB: an image's pixel buffers (megabytes)
 *   are mapped and given back to the system when freed. By default glibc raises its mmap threshold
 *   after each freed mapping (up to 32 MB), so later buffers come from the heap and stay resident:
 *   after optimizing 255 image variants cold the server held 359 MB, with these 195 MB (docs/performance.md).
 * - NODE_HEAP_MB (default 256): V8's --max-old-space-size; without a bound V8 lets the heap grow
 *   lazily under concurrent renders.
 *
 * Plain CommonJS so that Node scripts and TypeScript tests load it without a build step.
 */

const MALLOC_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
const DEFAULT_HEAP_MB = 256;

/**
 * The server's environment: `env` with each malloc setting it does not set itself.
 * @param {Record<string, string | undefined>} env @returns {Record<string, string | undefined>}
 */
function serverEnv(env = process.env) {
  const out = { ...env };
  for (const [name, value] of Object.entries(MALLOC_ENV)) out[name] = env[name] || value;
  return out;
}

/**
 * Node's arguments before server.mjs: the heap bound (NODE_HEAP_MB of `env`, else 256).
 * @param {Record<string, string | undefined>} env @returns {string[]}
 */
function serverNodeArgs(env = process.env) {
  return [`--max-old-space-size=${env.NODE_HEAP_MB || DEFAULT_HEAP_MB}`];
}

module.exports = { MALLOC_ENV, DEFAULT_HEAP_MB, serverEnv, serverNodeArgs };
