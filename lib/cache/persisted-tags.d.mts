export type TagTimes = { stale?: number; expired?: number };
export declare const KEEP_MS: number;
export declare function loadRevalidatedTags(file: string, manifest: Map<string, TagTimes>): void;
export declare function saveRevalidatedTags(file: string, manifest: Map<string, TagTimes>, now?: number): void;
