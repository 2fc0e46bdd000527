/**
 * npm run submissions:export -- --form contact > contact.csv
 * Writes every submission of one form as CSV to stdout (forms: contact, subscription,
 * iata-application). Reads DATABASE_URL, or the embedded database in DATA_DIR (which the server
 * must not be using at the same time: use the export endpoint of the running server instead).
 */
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../lib/db/connect.mjs';
import { EXPORT_FORMS, exportCsv, isExportForm } from '../lib/db/export.mjs';
import { migrate } from '../lib/db/migrate.mjs';

const { values } = parseArgs({ options: { form: { type: 'string' } } });
if (!isExportForm(values.form)) {
  console.error(`Usage: npm run submissions:export -- --form <${EXPORT_FORMS.join('|')}> > file.csv`);
  process.exit(2);
}

const siteUrl = (process.env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
const db = await openDatabase(databaseConfigFromEnv());
try {
  // A database the server never opened has no tables yet: export an empty file, not an error.
  await migrate(db);
  process.stdout.write(await exportCsv(db, values.form, siteUrl));
} finally {
  await db.close();
}
