import path from 'node:path';

/**
 * Ports and folders of the cross-engine suite. The pages were built for SITE_URL =
 * http://127.0.0.1:E2E_PORT by the end-to-end step, so the engines' front door (proxy.mjs) listens
 * there and the production server behind it one port up.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const UPSTREAM_PORT = Number(process.env.ENGINES_UPSTREAM_PORT ?? PORT + 1);
/** WebKitWebDriver's port (and the next one, for the reduced-motion browser). */
export const WEBDRIVER_PORT = Number(process.env.ENGINES_WEBDRIVER_PORT ?? PORT + 90);
/** test-results/engines/<engine>/<width>/<page>.png, with index.html beside (tests/engines/run.mjs). */
export const ENGINES_RESULTS = path.join(process.cwd(), 'test-results', 'engines');
/** The deliberately broken page proxy.mjs serves (kept in step with BROKEN_PATH there). */
export const BROKEN_PATH = '/__engines/broken';
