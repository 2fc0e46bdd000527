/**
 * Lighthouse with its default (mobile) settings: a Moto G Power screen, simulated slow 4G and a
 * 4x slower CPU, storage cleared before every run so each run is a first visit. One Chromium for
 * all runs; the screenshots Lighthouse would take for its HTML report are skipped (no score uses
 * them), which keeps a run to a few seconds on this machine.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/chromium-args.cjs';

export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The audits the performance score is made of, the LCP element, and the observed (unthrottled)
 * timings of the trace: enough for a timing-only run.
 */
const PERFORMANCE_SCORE_AUDITS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'largest-contentful-paint-element', 'metrics'];

/**
 * A first frame this long after DOMContentLoaded was held back by the browser, not by the page
 * (tests/chromium-args.cjs switches off the cause found so far). Lighthouse's simulation counts
 * everything that finished before the observed paint, so such a run estimates LCP and FCP from
 * all the page's scripts and early requests: the report counts these runs to show it.
 */
export const LATE_FIRST_FRAME_MS = 500;

const config = (categories) => ({
  extends: 'lighthouse:default',
  settings: {
    // A performance-only run needs no diagnostics (they weigh nothing in the score): fewer gatherers,
    // a shorter run, the same score.
    ...(categories.length === 1 && categories[0] === 'performance' ? { onlyAudits: PERFORMANCE_SCORE_AUDITS } : { onlyCategories: categories }),
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
  },
});

/** The project's headless Chromium (tests/chromium-args.cjs), the same as the end-to-end tests'. */
export async function launchChrome(chromePath) {
  return chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS], logLevel: 'silent' });
}

/** Audits that cost points, with their score, so a failing figure says why. */
function losses(lhr) {
  const out = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    const lost = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ({ id: ref.id, score: Math.round(lhr.audits[ref.id].score * 100) }));
    if (lost.length) out[id] = lost;
  }
  return out;
}

/**
 * One Lighthouse run of `url`: the figures of the report, and the reasons for lost points.
 * `categories`: accessibility, best practices and SEO do not depend on timing, so later runs of a
 * page may ask for performance alone.
 */
export async function audit(chrome, url, rawFile, categories = ALL_CATEGORIES) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config(categories));
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (rawFile) writeFileSync(rawFile, JSON.stringify(lhr));
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const observedFcpMs = observed.observedFirstContentfulPaint ?? NaN;
  const observedDclMs = observed.observedDomContentLoaded ?? NaN;
  // Lighthouse's LCP breakdown: the second table of the LCP element audit, one row per phase.
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  const phase = (name) => phases.find((p) => p.phase === name)?.timing ?? NaN;
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    observedFcpMs,
    observedDclMs,
    lateFirstFrame: observedFcpMs - observedDclMs > LATE_FIRST_FRAME_MS,
    lcpTtfbMs: phase('TTFB'),
    lcpLoadDelayMs: phase('Load Delay'),
    lcpLoadTimeMs: phase('Load Time'),
    lcpRenderDelayMs: phase('Render Delay'),
    lcpElement: lcpElement?.slice(0, 160),
    losses: losses(lhr),
    warnings: lhr.runWarnings ?? [],
    error: lhr.runtimeError?.message,
    rawFile: rawFile ? path.basename(rawFile) : undefined,
  };
}

export const LIGHTHOUSE_FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'lcpTtfbMs', 'lcpLoadDelayMs', 'lcpLoadTimeMs', 'lcpRenderDelayMs'];

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const SCORE_OF = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'bestPractices', seo: 'seo' };

/**
 * Median of each figure over the runs of one page (a category only over the runs that audited it);
 * per category, the losses of the run whose score is closest to the median.
 */
export function medianOf(runs) {
  const summary = { runs: runs.length };
  for (const figure of LIGHTHOUSE_FIGURES) summary[figure] = median(runs.map((run) => run[figure]));
  summary.losses = {};
  for (const [category, figure] of Object.entries(SCORE_OF)) {
    const audited = runs.filter((run) => Number.isFinite(run[figure]));
    const typical = audited.sort((a, b) => Math.abs(a[figure] - summary[figure]) - Math.abs(b[figure] - summary[figure]))[0];
    if (typical?.losses[category]) summary.losses[category] = typical.losses[category];
  }
  const typical = [...runs].sort((a, b) => Math.abs(a.performance - summary.performance) - Math.abs(b.performance - summary.performance))[0];
  summary.lcpElement = typical?.lcpElement;
  summary.errors = runs.filter((run) => run.error).map((run) => run.error);
  summary.perRun = runs.map((run) => ({
    performance: run.performance,
    lcpMs: Math.round(run.lcpMs),
    tbtMs: Math.round(run.tbtMs),
    cls: run.cls,
    observedFcpMs: Math.round(run.observedFcpMs),
    observedDclMs: Math.round(run.observedDclMs),
    lateFirstFrame: run.lateFirstFrame,
  }));
  summary.lateFirstFrames = runs.filter((run) => run.lateFirstFrame).length;
  return summary;
}
