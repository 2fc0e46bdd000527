import type { EngineShot } from '../engines/shots.mjs';
import type { TemplateRecord } from './results';

export declare function readRecords(): TemplateRecord[];
export declare function summarize(records: TemplateRecord[]): {
  templates: number;
  shots: number;
  open: number;
  exempt: number;
  errors: number;
  byDetector: Record<string, number>;
  byTemplate: Record<string, number>;
};
export declare function acrossEngines(records: TemplateRecord[], engineShots?: EngineShot[]): string;
export declare function writeReport(seconds: number): ReturnType<typeof summarize> & { seconds: number; generated: string };
