import 'server-only';
import { databaseConfigFromEnv, openDatabase, type Database } from './connect.mjs';
import { migrate } from './migrate.mjs';

export type { Database, Queryable } from './connect.mjs';

/**
 * The one database of this server process, opened and migrated on first use. Kept on globalThis
 * so that a dev-server reload does not open the embedded database a second time.
 */
const holder = globalThis as typeof globalThis & { __hactlDb?: Promise<Database> };

async function openAndMigrate(): Promise<Database> {
  const db = await openDatabase(databaseConfigFromEnv());
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(', ')}`);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

export function getDb(): Promise<Database> {
  if (!holder.__hactlDb) {
    holder.__hactlDb = openAndMigrate().catch((error: unknown) => {
      // A failed open is retried by the next request instead of failing every request forever.
      holder.__hactlDb = undefined;
      throw error;
    });
  }
  return holder.__hactlDb;
}

/** Closes the database (tests simulate a restart with closeDb() then getDb()). */
export async function closeDb(): Promise<void> {
  const pending = holder.__hactlDb;
  holder.__hactlDb = undefined;
  if (pending) await (await pending).close();
}
