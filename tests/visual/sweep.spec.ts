/**
 * The visual sweep (`npm run test:visual`; tests/visual/run.mjs): every template (templates.ts) in
 * every language at 390, 768 and 1280 px, on the production build, looked at by every detector
 * (detectors/). One test per template; its captures run side by side on pages of the one browser.
 * Each capture's annotated screenshot and findings are written under test-results/visual/ as the
 * sweep goes; run.mjs turns them into index.html and the summary. VISUAL_REPORT=1: list, never fail.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LANGS } from '../../lib/i18n';
import { presetConsent } from '../e2e/consent';
import { skipNoticePopup } from '../e2e/notice';
import { annotate, detect, prepare } from './capture';
import { withDeadline } from './deadline';
import { DETECTORS } from './detectors';
import { CONSENT_SELECTOR } from './detectors/first-visit';
import { exemptionFor } from './exemptions';
import { withHelpers } from './page-helpers';
import type { RawImage } from './shots';
import { RESULTS, type ShotRecord, type TemplateRecord } from './results';
import { templates, urlOf, type Template } from './templates';
import { HEIGHT_OF, PHONE_WIDTH, WIDTHS, type Finding } from './types';

const REPORT_ONLY = process.env.VISUAL_REPORT === '1';
const CONCURRENCY = Math.max(1, Number(process.env.VISUAL_CONCURRENCY ?? 3));

/**
 * One lane of captures on one page: a language's three widths (the page loaded once at the phone's
 * width, then resized to the tablet's and the desktop's), or one first visit.
 */
interface Job {
  lang: string;
  widths: readonly number[];
  firstVisit: boolean;
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

/** The longest capture seen on a loaded machine took 22 s; one stuck for 5 minutes is what this ends. */
const CAPTURE_DEADLINE_MS = 90_000;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

function recordOf(template: Template, lang: string, width: number, firstVisit: boolean): ShotRecord {
  const name = `${lang}-${width}${firstVisit ? '-first-visit' : ''}.jpg`;
  const file = path.join(RESULTS, 'shots', template.name, name);
  return { lang, width, firstVisit, url: urlOf(lang, template.path), file: path.relative(RESULTS, file), findings: [] };
}

/**
 * A lane's captures, width after width on one page. Loading and hydrating a page was a third of the
 * sweep's CPU time; the tablet and desktop captures now resize the phone's page instead, as a window
 * widened or a tablet turned does (media queries, <picture> sources and srcset candidates follow the
 * viewport; prepare() scrolls the page again for what only the wider layout shows). A capture that
 * fails ends its lane; captureWithRetry makes what is missing again, each on a page of its own width.
 */
async function captureLane(browser: Browser, baseURL: string, template: Template, job: Job): Promise<ShotRecord[]> {
  const { lang, widths, firstVisit } = job;
  // Prepared pages are looked at at rest: with reduced motion every fade, counter and loop shows its
  // final state from the start, which is where the animations of other visitors end. Captured after
  // their animations instead, a page now and then held a moment no visitor sees.
  const context = await browser.newContext({ baseURL, viewport: { width: widths[0], height: HEIGHT_OF[widths[0]] }, deviceScaleFactor: 1, reducedMotion: firstVisit ? 'no-preference' : 'reduce' });
  const records: ShotRecord[] = [];
  let started = Date.now();
  try {
    if (!firstVisit) {
      await presetConsent(context, baseURL);
      await skipNoticePopup(context, baseURL);
    }
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    for (const [i, width] of widths.entries()) {
      const record = recordOf(template, lang, width, firstVisit);
      records.push(record);
      const phases: Record<string, number> = {};
      let mark = Date.now();
      const lap = (phase: string) => {
        phases[phase] = seconds(Date.now() - mark);
        mark = Date.now();
      };
      record.phases = phases;
      const reached = () => `after ${Object.keys(phases).at(-1) ?? 'opening the page'}`;
      try {
        await withDeadline(look(page, template, { lang, width, firstVisit, loaded: i > 0 }, record, lap, phases), CAPTURE_DEADLINE_MS, reached, () => page.close());
      } catch (error) {
        record.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        break;
      } finally {
        record.seconds = seconds(Date.now() - started);
        started = Date.now();
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    if (records.length === 0) records.push(recordOf(template, lang, widths[0], firstVisit));
    records.at(-1)!.error ??= message;
  } finally {
    await context.close();
  }
  return records;
}

interface Look {
  lang: string;
  width: number;
  firstVisit: boolean;
  /** The page is open at another width: resize it rather than load it. */
  loaded: boolean;
}

/** Loads (or resizes) the page, prepares it, runs the detectors and writes the annotated shot. */
async function look(page: Page, template: Template, job: Look, record: ShotRecord, lap: (phase: string) => void, phases: Record<string, number>): Promise<void> {
  const { lang, width, firstVisit, loaded } = job;
  const height = HEIGHT_OF[width];
  if (loaded) {
    await page.setViewportSize({ width, height });
    lap('resize');
  } else {
    const response = await page.goto(record.url, { waitUntil: 'load' });
    // Not 'networkidle': it waited out its whole 5 s on most pages (lazy images and video keep
    // loading), a third of the sweep's time. prepare() waits for what the detectors need.
    await page.evaluate(() => Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, 5000))]).then(() => undefined));
    const expected = template.name === '404' ? 404 : 200;
    if (response?.status() !== expected) throw new Error(`${record.url} answered ${response?.status()}, not ${expected}`);
    lap('load');
  }
  let findings: Finding[];
  let shot: Buffer | RawImage;
  if (firstVisit) {
    // The cookie bar shows once its words have arrived (GET /api/cookie-copy/{lang}); a first visit
    // without it is a failure, not a page with nothing over it. Then it fades in, and the
    // important-notice popup opens in a task after hydration.
    await page.locator(CONSENT_SELECTOR).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    await withHelpers(page);
    findings = [];
    for (const d of DETECTORS.filter((d) => d.firstVisit)) findings.push(...(await d.run({ page, info: { lang, width, height }, shots: () => Promise.reject(new Error('no shots on a first visit')) })));
    shot = await page.screenshot();
  } else {
    await prepare(page);
    lap('prepare');
    let result = await detect(page, { lang, width, height });
    // Measured while something moved: looked at again once it is still, twice at most; a page that
    // never comes to rest fails the capture (a visitor sees it jump too).
    for (let again = 0; result.moved && again < 2; again++) {
      record.remeasured = [...(record.remeasured ?? []), result.moved];
      await page.waitForTimeout(500);
      result = await detect(page, { lang, width, height });
    }
    if (result.moved) throw new Error(`the layout kept moving while it was measured: ${result.moved}`);
    findings = result.findings;
    lap('detect');
    for (const [name, s] of Object.entries(result.seconds)) phases[`detect:${name}`] = Math.round(s * 10) / 10;
    shot = result.shots?.withText ?? (await page.screenshot({ fullPage: true }));
  }
  record.findings = findings.map((f) => ({ ...f, exemption: exemptionFor(f, { template: template.name, lang, width })?.reason }));
  const file = path.join(RESULTS, record.file);
  mkdirSync(path.dirname(file), { recursive: true });
  await annotate(shot, findings, file);
  lap('annotate');
}

/**
 * A capture that failed (or never ran, its lane having ended) is made once more, on a new page
 * loaded at its own width, before the template fails: a stuck or crashed page on a loaded machine
 * is not the site's defect, and redoing one capture costs seconds where Playwright's retry redoes
 * the whole template. A real failure (a 500, a page that never settles) fails twice.
 */
async function captureWithRetry(browser: Browser, baseURL: string, template: Template, job: Job): Promise<ShotRecord[]> {
  const first = await captureLane(browser, baseURL, template, job);
  const records: ShotRecord[] = [];
  for (const width of job.widths) {
    const made = first.find((r) => r.width === width);
    if (made && !made.error) {
      records.push(made);
      continue;
    }
    const [again] = await captureLane(browser, baseURL, template, { ...job, widths: [width] });
    records.push({ ...again, retried: made?.error ?? 'not made: an earlier width of its lane failed' });
  }
  return records;
}

const line = (t: string, s: ShotRecord, f: ShotRecord['findings'][number]) =>
  `${t} ${s.lang} ${s.width}px${s.firstVisit ? ' first visit' : ''} [${f.detector}] ${f.element}: ${f.message} (test-results/visual/${s.file})`;

for (const template of templates()) {
  test(`${template.name} (${template.path || '/'})`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    if (!baseURL) throw new Error('The sweep needs the baseURL of tests/visual/playwright.config.ts');
    // The long lanes first; the short first visits fill in as they end.
    const jobs: Job[] = LANGS.map((lang) => ({ lang, widths: WIDTHS, firstVisit: false }));
    if (template.firstVisit) jobs.push(...LANGS.map((lang) => ({ lang, widths: [PHONE_WIDTH], firstVisit: true })));
    const shots = (await pool(jobs, CONCURRENCY, (job) => captureWithRetry(browser, baseURL, template, job))).flat();
    const record: TemplateRecord = { template: template.name, path: template.path, features: template.features, shots };
    mkdirSync(path.join(RESULTS, 'findings'), { recursive: true });
    writeFileSync(path.join(RESULTS, 'findings', `${template.name}.json`), JSON.stringify(record, null, 1));

    const errors = shots.filter((s) => s.error).map((s) => `${template.name} ${s.lang} ${s.width}px: capture failed: ${s.error}`);
    const failing = shots.flatMap((s) => s.findings.filter((f) => !f.exemption).map((f) => line(template.name, s, f)));
    if (failing.length > 0) console.log(failing.join('\n'));
    expect(errors, errors.join('\n')).toEqual([]);
    if (!REPORT_ONLY) expect(failing, `${failing.length} visual finding(s):\n${failing.join('\n')}`).toEqual([]);
  });
}
