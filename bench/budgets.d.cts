/** Types of bench/budgets.cjs for the TypeScript that imports it (tests/e2e/js-budget.spec.ts). */
import type { Page } from '@playwright/test';

export const KB: number;
export const JS_BUDGET: { home: number; 'iata-application': number; other: number };
export const LIGHTHOUSE_BUDGET: {
  performance: number;
  performanceBelowFloor: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtOverFloorMs: number;
};
export const LIGHTHOUSE_EXPECTED_LOSSES: Record<string, Record<string, string[]>>;
export const THROUGHPUT_BUDGET: { reqPerSecShare: number; p99Multiple: number };
export const SEARCH_P95_BUDGET_MS: number;
export const RSS_AFTER_LOAD_BUDGET_MB: number;
export const ISSUE_32_TARGETS: {
  lcpOverHeroFloorMs: number;
  htmlGzip: { home: number; other: number };
  js: { home: number; other: number };
  rssAfterLoadMb: number;
};
export const FONT_BUDGET: { maxFileBytes: number; cjkFamily: RegExp };

export interface Template {
  id: string;
  /** Route name in lib/routing/routes.ts. */
  route: string;
  params?: Record<string, string>;
  paramsByLang?: Record<string, Record<string, string>>;
  lighthouse?: boolean;
}
export const TEMPLATES: Template[];
export const LIGHTHOUSE_LANGS: string[];
export const MOBILE_VIEWPORT: { width: number; height: number };
export const MOBILE_DEVICE: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };

interface RouteTable {
  ROUTES: readonly { name: string; path: string; api?: string; redirect?: string }[];
  fillPath(path: string, params: Record<string, string>): string;
  hrefOf(lang: string, path: string): string;
}
export function jsBudgetOf(template: Template): number;
export function templatePath(template: Template, lang: string, routes: RouteTable): string;
export function inlineScripts(html: string): string[];
export function htmlWithoutInlineScripts(html: string): string;

export interface FirstVisit {
  url: string;
  status: number;
  /** compileHint: the file begins with V8's compile hint (lib/build/compile-hints.cjs). */
  scripts: { url: string; status: number; bytes: number; gzip: number; compileHint: boolean }[];
  scriptGzip: number;
  /** The HTML document, and its parts: the inline scripts (Next's RSC payload) and the rest (markup). */
  htmlBytes: number;
  htmlGzip: number;
  inlineCount: number;
  inlineBytes: number;
  inlineGzip: number;
  markupBytes: number;
  markupGzip: number;
  fonts: { url: string; bytes: number }[];
  fontFamilies: string[];
}
export function measureFirstVisit(page: Page, url: string, options?: { quietMs?: number; maxWaitMs?: number }): Promise<FirstVisit>;
export function fontProblems(visit: FirstVisit): string[];

export const FLOOR_JS_FILE: string;
export function frameworkVersions(root?: string): Record<'next' | 'react' | 'react-dom', string>;
export interface FloorJs {
  versions: Record<string, string>;
  scriptGzip: number;
  inlineGzip: number;
  scripts: { path: string; gzip: number }[];
}
export function readFloorJs(): FloorJs;
export function writeFloorJs(visit: FirstVisit): FloorJs;
export function framerMotionMisuse(root?: string): string[];
