/**
 * bench/report.md and bench/report.json: one table of every figure (site, floor, ratio, budget,
 * result), then the details a failing figure needs.
 */
import { writeFileSync } from 'node:fs';

export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—');
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
export const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const ratio = (site, floor) => (Number.isFinite(site) && Number.isFinite(floor) && floor !== 0 ? `${(site / floor).toFixed(2)}×` : '—');
const result = (pass, reached) => (pass === true ? 'pass' : pass === false ? '**FAIL**' : reached === true ? 'reached' : reached === false ? 'not yet' : '—');

/**
 * Collects the rows of the report. `pass` null: a figure without a budget, shown for context.
 * `reached`: a target that is not a budget yet (bench/budgets.cjs, ISSUE_32_TARGETS), never a failure.
 */
export class Report {
  constructor() {
    this.rows = [];
    this.sections = [];
  }

  row({ section, figure, site, floor, siteText, floorText, budget = '—', pass = null, reached = null, showRatio = true }) {
    this.rows.push({
      section,
      figure,
      site: Number.isFinite(site) ? site : null,
      floor: Number.isFinite(floor) ? floor : null,
      siteText,
      floorText: floorText ?? '—',
      ratio: showRatio ? ratio(site, floor) : '—',
      budget,
      pass,
      reached,
    });
  }

  /** Extra markdown after the table (per-section detail). */
  section(title, markdown) {
    this.sections.push({ title, markdown });
  }

  get failures() {
    return this.rows.filter((r) => r.pass === false);
  }

  markdown(header) {
    const lines = [header, '', '| figure | site | floor | ratio | budget | result |', '|---|---:|---:|---:|---|---|'];
    let current = null;
    for (const r of this.rows) {
      if (r.section !== current) {
        current = r.section;
        lines.push(`| **${current}** | | | | | |`);
      }
      lines.push(`| ${r.figure} | ${r.siteText} | ${r.floorText} | ${r.ratio} | ${r.budget} | ${result(r.pass, r.reached)} |`);
    }
    const failures = this.failures;
    lines.push('', failures.length ? `**${failures.length} budget(s) failed:** ${failures.map((f) => `${f.section}: ${f.figure}`).join('; ')}.` : '**Every budget passed.**');
    for (const { title, markdown } of this.sections) lines.push('', `## ${title}`, '', markdown);
    return `${lines.join('\n')}\n`;
  }

  write(mdFile, jsonFile, header, data) {
    writeFileSync(mdFile, this.markdown(header));
    writeFileSync(jsonFile, `${JSON.stringify({ ...data, rows: this.rows, failed: this.failures.length }, null, 2)}\n`);
  }
}

/** A small markdown table. */
export function table(headers, rows) {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
