/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@/lib/db/connect.mjs';
import { exportCsv } from '@/lib/db/export.mjs';
import { createGiftUser, findGiftUsers } from '@/lib/db/gift-users';
import { migrate } from '@/lib/db/migrate.mjs';
import { confirmSubscription, insertContact, unsubscribe } from '@/lib/db/submissions';
import { CONTACT_ENQUIRY } from './enquiry';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'hactl-db-'));
let db: Database;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir });
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// A subject and a message the CSV export must quote and neutralize.
const contact = { ...CONTACT_ENQUIRY, subject: 'Cut-off times, "Typhoon" season', message: '=HYPERLINK("http://evil.example")\nSecond line' };

it('applies the migrations once, then finds nothing left to apply', async () => {
  expect(await migrate(db)).toEqual(['001_forms.sql', '002_mail.sql']);
  expect(await migrate(db)).toEqual([]);
});

it('keeps a stored enquiry after the database is closed and opened again', async () => {
  const id = await insertContact(db, contact);
  await db.close();
  db = await openDatabase({ kind: 'pglite', dataDir });
  const { rows } = await db.query<{ name: string; message: string }>('SELECT name, message FROM contact_enquiries WHERE id = $1', [id]);
  expect(rows).toEqual([{ name: contact.name, message: contact.message }]);
});

it('refuses to open an embedded database that another live process holds', async () => {
  // The parent process (jest's runner) is alive and is not this process: it stands for a running server.
  const other = mkdtempSync(path.join(tmpdir(), 'hactl-lock-'));
  writeFileSync(path.join(other, '.hactl-lock'), String(process.ppid));
  await expect(openDatabase({ kind: 'pglite', dataDir: other })).rejects.toThrow(/in use by process/);
  rmSync(other, { recursive: true, force: true });
});

it('subscribes a confirmed address once per list, whatever its case, and unsubscribes by token', async () => {
  const first = await confirmSubscription(db, { list: 'hactlink', email: 'Reader@Example.com', name: 'Reader', company: '', language: 'en', lang: 'en' });
  const again = await confirmSubscription(db, { list: 'hactlink', email: 'reader@example.com', name: 'Reader Two', company: 'X', language: 'zh-hk', lang: 'zh-hk' });
  expect(again).toEqual(first);
  const { rows } = await db.query<{ name: string; unsubscribe_token: string }>('SELECT name, unsubscribe_token FROM subscriptions');
  expect(rows).toHaveLength(1);
  expect(rows[0].name).toBe('Reader Two');
  expect(await unsubscribe(db, rows[0].unsubscribe_token)).toBe(true);
  expect(await unsubscribe(db, 'no-such-token')).toBe(false);
});

it('exports CSV with quoting and formula cells neutralized', async () => {
  const csv = await exportCsv(db, 'contact', 'https://www.example.com');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('id,created_at,lang,enquiry_type,name,company,email,phone,subject,message');
  expect(lines[1]).toContain(`,'+852 2345 6789,"Cut-off times, ""Typhoon"" season","'=HYPERLINK(""http://evil.example"")\nSecond line"`);
  const subscriptions = await exportCsv(db, 'subscription', 'https://www.example.com');
  expect(subscriptions).toMatch(/,https:\/\/www\.example\.com\/api\/forms\/unsubscribe\?token=[\w-]{43}\r\n$/);
  expect(subscriptions.split('\r\n')[0]).not.toContain('unsubscribe_token');
  // An address that never confirmed (a row from before double opt-in) is not exported.
  await db.query(`INSERT INTO subscriptions (id, list, email, name, language, lang, unsubscribe_token) VALUES (gen_random_uuid(), 'hactlink', 'never@example.com', 'N', 'en', 'en', 'tok-never')`);
  expect(await exportCsv(db, 'subscription', 'https://www.example.com')).not.toContain('never@example.com');
});

it('stores gift users with a unique UserID', async () => {
  const created = await createGiftUser(db, 'U-1', { UserID: 'U-1', points: 3 });
  expect(created).toEqual({ id: expect.any(Number), attributes: { UserID: 'U-1', points: 3 } });
  expect(await createGiftUser(db, 'U-1', { UserID: 'U-1' })).toBeNull();
  expect(await findGiftUsers(db, 'U-1')).toEqual([created]);
  expect(await findGiftUsers(db, 'U-2')).toEqual([]);
});
