// @ts-check
/**
 * The database connection, in plain ESM so that the Next server and the staff CLI scripts
 * (db:migrate, submissions:export), which run without a TypeScript compiler, share it.
 *
 * DATABASE_URL set: PostgreSQL through node-postgres (production, shared by every instance).
 * Unset: PGlite, PostgreSQL compiled to WebAssembly, in files under DATA_DIR (default ./.data/db).
 * Both speak the same SQL, so the migrations and queries are the same.
 */
// The data folder is chosen at run time (DATA_DIR): the turbopackIgnore comments keep the bundler
// from tracing "any file" into the build for these paths.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_DATA_DIR = './.data/db';

/** @typedef {Record<string, unknown>} Row */
/**
 * What a query or transaction can do: parameterized queries ($1, $2…) and plain SQL scripts.
 * @typedef {object} Queryable
 * @property {<R extends Row = Row>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }>} query
 * @property {(sql: string) => Promise<void>} exec
 */
/**
 * @typedef {object} DatabaseOwn
 * @property {'pglite' | 'postgres'} kind
 * @property {<T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>} transaction runs `fn` in one
 *   transaction: committed when it resolves, rolled back when it throws
 * @property {() => Promise<void>} close
 */
/** @typedef {Queryable & DatabaseOwn} Database */
/** @typedef {{ kind: 'postgres', databaseUrl: string } | { kind: 'pglite', dataDir: string }} DatabaseConfig */

/** @param {Record<string, string | undefined>} env @returns {DatabaseConfig} */
export function databaseConfigFromEnv(env = process.env) {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { kind: /** @type {const} */ ('postgres'), databaseUrl };
  }
  return { kind: /** @type {const} */ ('pglite'), dataDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR?.trim() || DEFAULT_DATA_DIR) };
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process writing the same files would corrupt them.
 * A lock file with the owner's pid makes a second opener (e.g. the export CLI while the server
 * runs) fail with a clear message instead; a lock left by a dead process is taken over.
 * @param {string} dataDir @returns {() => void} the release
 */
function takeLock(dataDir) {
  const lockPath = path.join(/* turbopackIgnore: true */ dataDir, '.hactl-lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // A server stopped without close() still frees the lock; a killed one leaves a stale pid.
      const onExit = () => rmSync(lockPath, { force: true });
      process.once('exit', onExit);
      return () => {
        process.removeListener('exit', onExit);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first, ` +
            'or use the export endpoint of the running server (EXPORT_TOKEN).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

/** @param {string} dataDir @returns {Promise<Database>} */
async function openPglite(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(path.join(/* turbopackIgnore: true */ dataDir, 'pgdata'));
    // PGlite runs one query at a time; its transaction() serializes callers itself.
    return {
      kind: /** @type {const} */ ('pglite'),
      query: (sql, params = []) => pg.query(sql, params).then((r) => ({ rows: r.rows })),
      exec: (sql) => pg.exec(sql).then(() => undefined),
      transaction: (fn) =>
        pg.transaction((tx) =>
          fn({ query: (sql, params = []) => tx.query(sql, params).then((r) => ({ rows: r.rows })), exec: (sql) => tx.exec(sql).then(() => undefined) }),
        ),
      close: async () => {
        try {
          await pg.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** @param {string} databaseUrl @returns {Promise<Database>} */
async function openPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection that breaks while idle must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
  return {
    kind: /** @type {const} */ ('postgres'),
    query: (sql, params = []) => pool.query(sql, params).then((r) => ({ rows: r.rows })),
    exec: (sql) => pool.query(sql).then(() => undefined),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params = []) => client.query(sql, params).then((r) => ({ rows: r.rows })),
          exec: (sql) => client.query(sql).then(() => undefined),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** @param {DatabaseConfig} config @returns {Promise<Database>} */
export async function openDatabase(config = databaseConfigFromEnv()) {
  return config.kind === 'postgres' ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
