import type { Database } from './connect.mjs';

export declare const MIGRATIONS_DIR: string;
export declare function migrate(db: Database, dir?: string): Promise<string[]>;
