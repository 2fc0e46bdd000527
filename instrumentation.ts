/**
 * Next calls register() once when a server process starts. PostgreSQL (DATABASE_URL) is connected
 * and migrated here, so a schema change is applied at start-up. The embedded database (PGlite) is
 * not: it holds about 280 MB of WebAssembly memory once open, which a server that only serves pages
 * never needs, so it opens (and migrates) on the first form post, in about 0.4 s. A failure is
 * logged, not fatal: the pages do not need the database, and the form handlers try again on their
 * next request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Build workers prerender pages; they must not open (and lock) the embedded database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ env }, { databaseConfigFromEnv }] = await Promise.all([import('./lib/server/env'), import('./lib/db/connect.mjs')]);
  let postgres: boolean;
  try {
    postgres = databaseConfigFromEnv().kind === 'postgres';
  } catch (error) {
    // A malformed DATABASE_URL: the forms answer 503 and say why in the log; the pages still serve.
    console.error('[db] could not open the database at start-up:', error instanceof Error ? error.message : error);
    return;
  }
  if (env.redis && !postgres) {
    // A shared cache means several instances; each would keep its own submissions in DATA_DIR.
    console.warn('[db] REDIS_URL is set but DATABASE_URL is not: this instance stores form submissions in its own embedded database; set DATABASE_URL when several instances serve the site');
  }
  if (!postgres) return;
  const { getDb } = await import('./lib/db');
  try {
    await getDb();
  } catch (error) {
    console.error('[db] could not open the database at start-up:', error instanceof Error ? error.message : error);
  }
}
