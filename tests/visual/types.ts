/**
 * The shared vocabulary of the visual sweep (tests/visual): what a detector is given, and what it reports.
 * A detector looks at one rendered page (a template in one language at one width) and returns findings;
 * the sweep (sweep.spec.ts) and each detector's unit test (tests/unit/visual) drive it the same way.
 */
import type { Page } from '@playwright/test';
import type { RawShots } from './shots';

export type DetectorName =
  | 'overflow'
  | 'clipped-text'
  | 'overlap'
  | 'contrast'
  | 'control-edge'
  | 'line-break'
  | 'tap-target'
  | 'image'
  | 'empty-first-screen'
  | 'first-visit';

/** A box in page coordinates (CSS px from the document's top left; the screenshots are at devicePixelRatio 1). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Finding {
  detector: DetectorName;
  /** What is wrong, with the measured numbers. */
  message: string;
  /** A CSS path to the element, and the start of its text in quotes. */
  element: string;
  /** Where it is on the screenshot (page coordinates), drawn as a red box on the annotated shot. */
  rect?: Rect;
}

/** What a detector is told about the page it looks at. */
export interface PageInfo {
  lang: string;
  /** Viewport width: 390 (phone), 768 (tablet) or 1280 (desktop). */
  width: number;
  height: number;
}

/** A page prepared for capture (scrolled through, animations settled, content-visibility off: capture.ts). */
export interface CaptureContext {
  page: Page;
  info: PageInfo;
  /** The full-page screenshots with and without text, taken once and shared by the pixel detectors. */
  shots: () => Promise<RawShots>;
}

export interface Detector {
  name: DetectorName;
  /** Only at phone width (WCAG 2.5.8 is about fingers; the first-visit overlay rule is about a phone's screen). */
  phoneOnly?: boolean;
  /**
   * Runs on the page as a first-time visitor gets it (a fresh browser context: no cookies, so the
   * cookie bar and any popup are up), not on the page prepared for capture.
   */
  firstVisit?: boolean;
  run(ctx: CaptureContext): Promise<Finding[]>;
}

export const PHONE_WIDTH = 390;
export const WIDTHS = [390, 768, 1280] as const;
/** Viewport heights of a common phone, tablet and laptop at those widths. */
export const HEIGHT_OF: Record<number, number> = { 390: 844, 768: 1024, 1280: 800 };
