// @ts-check
/**
 * What staff export per form: the table and its columns, oldest first. Shared by the CLI
 * (`npm run submissions:export -- --form contact`) and the bearer-protected export endpoint.
 */
import { toCsv } from '../server/csv.mjs';

/** @typedef {'contact' | 'subscription' | 'iata-application'} ExportForm */

/** @type {Record<ExportForm, { table: string, columns: string[], where?: string }>} */
export const EXPORTS = {
  contact: {
    table: 'contact_enquiries',
    columns: ['id', 'created_at', 'lang', 'enquiry_type', 'name', 'company', 'email', 'phone', 'subject', 'message'],
  },
  subscription: {
    table: 'subscriptions',
    columns: ['id', 'created_at', 'updated_at', 'confirmed_at', 'list', 'email', 'name', 'company', 'language', 'lang', 'unsubscribed_at', 'unsubscribe_token'],
    // Double opt-in: an address that never confirmed its link is not a subscriber.
    where: 'confirmed_at IS NOT NULL',
  },
  'iata-application': {
    table: 'iata_applications',
    columns: ['id', 'created_at', 'lang', 'course_id', 'course_title', 'session_date', 'name', 'job_title', 'email', 'phone', 'company', 'country', 'address', 'remarks'],
  },
};

export const EXPORT_FORMS = /** @type {ExportForm[]} */ (Object.keys(EXPORTS));

/** @param {unknown} value @returns {value is ExportForm} */
export function isExportForm(value) {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EXPORTS, value);
}

/**
 * @param {import('./connect.mjs').Database} db
 * @param {ExportForm} form
 * @param {string} siteUrl public origin, for the unsubscribe link a mailing tool puts in each email
 */
export async function exportCsv(db, form, siteUrl) {
  const { table, columns } = EXPORTS[form];
  const where = 'where' in EXPORTS[form] ? ` WHERE ${EXPORTS[form].where}` : '';
  // Table and column names come from the constant above, never from input. Every value is read as
  // PostgreSQL's own text, so both drivers export the same bytes (no driver-side date parsing).
  const list = columns.map((c) => `${c}::text AS ${c}`).join(', ');
  const { rows } = await db.query(`SELECT ${list} FROM ${table}${where} ORDER BY created_at, id`);
  const header = form === 'subscription' ? [...columns.filter((c) => c !== 'unsubscribe_token'), 'unsubscribe_url'] : columns;
  const values = rows.map((row) => {
    const cells = columns.filter((c) => form !== 'subscription' || c !== 'unsubscribe_token').map((c) => row[c]);
    if (form === 'subscription') cells.push(`${siteUrl}/api/forms/unsubscribe?token=${encodeURIComponent(String(row.unsubscribe_token))}`);
    return cells;
  });
  return toCsv(header, values);
}
