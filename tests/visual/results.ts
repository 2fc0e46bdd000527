/** What the sweep writes per template (test-results/visual/findings/<route>.json), read by report.mjs. */
import path from 'node:path';
import type { Finding } from './types';

export const RESULTS = path.join(process.cwd(), 'test-results', 'visual');

export interface ShotRecord {
  lang: string;
  width: number;
  /** The first-visit capture (fresh browser, no cookies) rather than the prepared page. */
  firstVisit: boolean;
  url: string;
  /** The annotated screenshot, relative to test-results/visual. */
  file: string;
  findings: (Finding & { exemption?: string })[];
  error?: string;
  /** The error of a first attempt that failed, when the capture was made again (sweep.spec.ts). */
  retried?: string;
  /** What moved while the detectors looked, once per capture measured again (capture.ts, detect). */
  remeasured?: string[];
  seconds?: number;
  /** Seconds per phase of the capture (load, prepare, detect, annotate): where the sweep's time goes. */
  phases?: Record<string, number>;
}

export interface TemplateRecord {
  template: string;
  path: string;
  features: string[];
  shots: ShotRecord[];
}
