type Env = Record<string, string | undefined>;
export declare const MALLOC_ENV: Readonly<Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_' | 'MALLOC_TRIM_THRESHOLD_', string>>;
export declare const DEFAULT_HEAP_MB: number;
export declare function serverEnv(env?: Env): Env;
export declare function serverNodeArgs(env?: Env): string[];
