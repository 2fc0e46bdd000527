// @ts-check
/**
 * Applies the SQL files of lib/db/migrations in name order, each once, recorded in
 * schema_migrations. Runs at server start-up and as `npm run db:migrate`; safe to run again and
 * from several instances at once (a transaction-scoped advisory lock serializes them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Read from the project root at run time: the SQL files are not bundled into the server build.
export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** An arbitrary constant that names "the migration lock" among PostgreSQL advisory locks. */
const LOCK_KEY = 740_201_007;

/**
 * @param {import('./connect.mjs').Database} db
 * @param {string} [dir]
 * @returns {Promise<string[]>} the names of the files applied now
 */
export async function migrate(db, dir = MIGRATIONS_DIR) {
  const files = readdirSync(/* turbopackIgnore: true */ dir)
    .filter((name) => /^\d+_[a-z0-9_-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await tx.query('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((row) => row.name));
    const applied = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(readFileSync(path.join(/* turbopackIgnore: true */ dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
