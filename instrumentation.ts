/**
 * Next calls register() once when a server process starts. The forms' database is opened and
 * migrated here, so a schema change is applied at start-up and the first visitor to send a form
 * does not wait for PGlite to initialize. A failure is logged, not fatal: the pages do not need
 * the database, and the form handlers try again on their next request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Build workers prerender pages; they must not open (and lock) the embedded database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.REDIS_URL?.trim() && !process.env.DATABASE_URL?.trim()) {
    // A shared cache means several instances; each would keep its own submissions in DATA_DIR.
    console.warn('[db] REDIS_URL is set but DATABASE_URL is not: this instance stores form submissions in its own embedded database; set DATABASE_URL when several instances serve the site');
  }
  const { getDb } = await import('./lib/db');
  try {
    await getDb();
  } catch (error) {
    console.error('[db] could not open the database at start-up:', error instanceof Error ? error.message : error);
  }
}
