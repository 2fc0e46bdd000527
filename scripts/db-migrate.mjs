/**
 * npm run db:migrate — applies the SQL migrations to DATABASE_URL, or to the embedded database in
 * DATA_DIR. The server also does this at start-up; run it before deploying a new version so a
 * schema change happens once, not at the first request of each instance.
 */
import { databaseConfigFromEnv, openDatabase } from '../lib/db/connect.mjs';
import { migrate } from '../lib/db/migrate.mjs';

const config = databaseConfigFromEnv();
const db = await openDatabase(config);
try {
  const applied = await migrate(db);
  const where = config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  console.log(applied.length > 0 ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date.`);
} finally {
  await db.close();
}
