// @ts-check
/**
 * CSV for staff exports (RFC 4180). Spreadsheets run a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, so such cells get a leading apostrophe: a visitor's "message"
 * must never become a formula on a staff member's computer (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** @param {unknown} value */
export function csvCell(value) {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * @param {string[]} header
 * @param {unknown[][]} rows
 * @returns {string} CRLF-separated lines, with a UTF-8 byte order mark so Excel reads Chinese text
 */
export function toCsv(header, rows) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
