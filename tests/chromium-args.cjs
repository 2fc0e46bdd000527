// @ts-check
/**
 * The command-line switches of every headless Chromium this project starts: Playwright's (the
 * end-to-end tests and the bench's first visits) and Lighthouse's (the bench). One list, so that the
 * tests and the benchmark measure the same browser. CommonJS (typed by its JSDoc, checked by tsc) so that
 * Playwright's config and the bench's ES modules both load it without a build step.
 */
const CHROMIUM_ARGS = [
  '--headless=new',
  // Root runs Chromium here (the test command installs it with apt); there is no sandbox to set up.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // This machine has no network beyond loopback: Chromium's own background calls only fail and add noise.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 draws its toolbar with a WebUI renderer and holds the whole window's first frame
  // until that toolbar has painted (InitialWebUISurfaceSync). Headless, the toolbar paints on a
  // whole-second boundary, so a page that was ready at 0.3 s reached the screen at 1.3 or 2.3 s in
  // most Lighthouse runs, and Lighthouse then estimated its LCP from every script that had finished
  // by then (docs/performance.md). A headless browser shows no toolbar; the page is what we measure.
  '--disable-features=InitialWebUISurfaceSync',
];

module.exports = { CHROMIUM_ARGS };
