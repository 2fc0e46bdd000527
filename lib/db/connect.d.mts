export type Row = Record<string, unknown>;

/** What a query or transaction can do: parameterized queries ($1, $2…) and plain SQL scripts. */
export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseConfig = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

export declare const DEFAULT_DATA_DIR: string;
export declare function databaseConfigFromEnv(env?: Record<string, string | undefined>): DatabaseConfig;
export declare function openDatabase(config?: DatabaseConfig): Promise<Database>;
