/** Types of lib/build/compile-hints.cjs for the TypeScript that imports it (its unit test). */
export const COMPILE_HINT: string;
export function hasCompileHint(text: string | Buffer): boolean;
export interface SourceMapLike {
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: unknown }[];
  [key: string]: unknown;
}
export function shiftSourceMap<T extends SourceMapLike>(map: T): T;
export function addCompileHints(distDir: string): number;
