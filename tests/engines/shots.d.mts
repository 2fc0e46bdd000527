export declare const ENGINES: readonly ['firefox', 'webkit'];
export declare const ENGINES_DIR: string;
export interface EngineShot {
  engine: 'firefox' | 'webkit';
  width: number;
  name: string;
  /** Relative to the engines' results folder. */
  file: string;
  /** The page's decoded path, or null when the shot was taken in a browser of the step's own. */
  page: string | null;
}
export declare function writeShotPage(pngFile: string, location: string): void;
export declare function readEngineShots(dir?: string): EngineShot[];
export declare function pagePath(location: string): string;
