/** Types of tests/chromium-args.cjs for the TypeScript that imports it (playwright.config.ts). */
export const CHROMIUM_ARGS: readonly string[];
