/**
 * Findings the sweep accepts, each with the reason beside it. Keep this list short: a finding is
 * fixed in the page, or the detector is taught the difference; an entry here is for what a visitor
 * does not see as a defect and a detector cannot tell apart. Unit-tested: every entry has a reason
 * and matches something (tests/unit/visual/exemptions.test.ts).
 */
import type { DetectorName, Finding } from './types';

export interface Exemption {
  detector: DetectorName;
  /** Route name (lib/routing/routes.ts); all templates when absent. */
  template?: string;
  lang?: string;
  width?: number;
  /** Matched against the finding's element description. */
  element: RegExp;
  reason: string;
}

export const EXEMPTIONS: readonly Exemption[] = [];

export interface Where {
  template: string;
  lang: string;
  width: number;
}

export function exemptionFor(finding: Finding, where: Where, list: readonly Exemption[] = EXEMPTIONS): Exemption | undefined {
  return list.find(
    (e) =>
      e.detector === finding.detector &&
      (e.template === undefined || e.template === where.template) &&
      (e.lang === undefined || e.lang === where.lang) &&
      (e.width === undefined || e.width === where.width) &&
      e.element.test(finding.element),
  );
}
