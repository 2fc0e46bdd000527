/**
 * @jest-environment node
 *
 * Real e-mail through a real SMTP server (smtp-server, started here): double opt-in of the
 * newsletter, the operator's notice and the visitor's receipt, and retries when the server is away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { NextRequest } from 'next/server';
import { CONTACT_ENQUIRY } from '../forms/enquiry';

jest.setTimeout(180_000);

interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      if (refuse) return callback(new Error('451 mailbox busy, try later'));
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'hactl-mail-'));
const ORIGIN = 'http://localhost:3000';
type Routes = {
  subscribe: (r: NextRequest) => Promise<Response>;
  confirm: (r: NextRequest) => Promise<Response>;
  contact: (r: NextRequest) => Promise<Response>;
};
let routes: Routes;
let xsrf: () => string;
let outbox: typeof import('@/lib/mail/outbox');
let db: typeof import('@/lib/db');

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.DATA_DIR = dataDir;
  process.env.MAIL_OPERATOR_TO = 'enquiries@hactl.example';
  process.env.MAIL_FROM = 'HACTL <no-reply@hactl.example>';
  (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('hactl.requestGate')] = true;
  routes = {
    subscribe: (await import('@/app/api/forms/subscription/route')).POST,
    confirm: (await import('@/app/api/forms/confirm/route')).GET,
    contact: (await import('@/app/api/forms/contact/route')).POST,
  };
  xsrf = (await import('@/lib/forms/xsrf')).issueXsrfToken;
  outbox = await import('@/lib/mail/outbox');
  db = await import('@/lib/db');
});
afterAll(async () => {
  await outbox.deliveryIdle();
  await db.closeDb();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

let client = 0;
function post(url: string, body: unknown): NextRequest {
  const token = xsrf();
  client += 1;
  return new NextRequest(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'x-hactl-client-address': `192.0.2.${client}` },
    body: JSON.stringify(body),
  });
}

/** The text of a received message: headers, and the body decoded (base64 or quoted-printable). */
function text(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(raw.slice(0, split))) return raw.slice(0, split) + '\r\n\r\n' + Buffer.from(raw.slice(split + 4), 'base64').toString('utf8');
  // Quoted-printable is the body's encoding only: decoded in the headers too, a token that follows
  // "token=" with two hex digits ("=6E…", one in sixteen) lost them to a character.
  const body = raw.slice(split + 4).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return raw.slice(0, split) + '\r\n\r\n' + Buffer.from(body, 'latin1').toString('utf8');
}

/** Waits for the background delivery a submission started, then sends whatever is still due. */
async function deliver(): Promise<void> {
  await outbox.deliveryIdle();
  await outbox.deliverPending(await db.getDb());
}

async function subscribers(email: string) {
  const { rows } = await (await db.getDb()).query('SELECT name, confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE email = $1', [email]);
  return rows;
}

describe('newsletter double opt-in', () => {
  const subscription = { lang: 'en', email: 'Reader@Example.com', name: 'Reader', company: '', language: 'en', consent: true };

  it('mails a signed confirmation link and lists nobody until it is opened', async () => {
    inbox.length = 0;
    expect((await routes.subscribe(post('/api/forms/subscription', subscription))).status).toBe(201);
    await deliver();
    expect(inbox).toHaveLength(1);
    expect(inbox[0].to.map((a) => a.toLowerCase())).toEqual(['reader@example.com']);
    const body = text(inbox[0].raw);
    expect(body).toMatch(/Subject: Please confirm your Hactlink subscription/);
    expect(await subscribers('reader@example.com')).toEqual([]);

    const link = /http:\/\/localhost:3000\/api\/forms\/confirm\?token=[\w.-]+/.exec(body)?.[0];
    expect(link).toBeDefined();
    const confirmed = await routes.confirm(new NextRequest(link!));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/en/media/hactlink?status=confirmed');
    expect(await subscribers('reader@example.com')).toEqual([{ name: 'Reader', confirmed: true }]);

    await deliver();
    const welcome = text(inbox[1].raw);
    expect(welcome).toMatch(/Subject: Your Hactlink subscription is confirmed/);
    expect(welcome.replace(/\r\n\s+/g, " ")).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/forms\/unsubscribe\?token=[\w-]{43}&lang=en>/);
    expect(welcome).toMatch(/http:\/\/localhost:3000\/api\/forms\/unsubscribe\?token=[\w-]{43}&lang=en/);
  });

  it('refuses a forged, altered or expired link, and another visitor cannot change a subscriber', async () => {
    inbox.length = 0;
    expect((await routes.subscribe(post('/api/forms/subscription', { ...subscription, name: 'Mallory' }))).status).toBe(201);
    await deliver();
    const token = /confirm\?token=([\w.-]+)/.exec(text(inbox[0].raw))![1];
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), email: 'victim@example.com' })).toString('base64url');
    for (const bad of [`${altered}.${signature}`, 'abc.def', '']) {
      const response = await routes.confirm(new NextRequest(`${ORIGIN}/api/forms/confirm?token=${bad}`));
      expect(response.headers.get('location')).toBe('/en/media/hactlink?status=confirm-invalid');
    }
    // The subscriber's details stay as they confirmed them: Mallory never opened the link.
    expect(await subscribers('reader@example.com')).toEqual([{ name: 'Reader', confirmed: true }]);
    expect(await subscribers('victim@example.com')).toEqual([]);

    const { issueConfirmToken, signingKey } = await import('@/lib/mail/confirm-link');
    const key = await signingKey(await db.getDb());
    const old = issueConfirmToken(key, { email: 'late@example.com', name: 'Late', company: '', language: 'en', lang: 'en' }, Date.now() - 49 * 3600_000);
    const expired = await routes.confirm(new NextRequest(`${ORIGIN}/api/forms/confirm?token=${old}`));
    expect(expired.headers.get('location')).toBe('/en/media/hactlink?status=confirm-invalid');
    expect(await subscribers('late@example.com')).toEqual([]);
  });
});

describe('contact enquiries', () => {
  // In Chinese: the receipt is sent in the visitor's language.
  const contact = { ...CONTACT_ENQUIRY, lang: 'zh-hk', name: '陳大文', subject: '出口截貨時間', message: '請問往法蘭克福的航班截貨時間？' };

  it('notify the operator (Reply-To the visitor) and send the visitor a receipt in their language', async () => {
    inbox.length = 0;
    const response = await routes.contact(post('/api/forms/contact', contact));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    await deliver();
    const notice = inbox.find((m) => m.to.includes('enquiries@hactl.example'));
    const receipt = inbox.find((m) => m.to.includes('tm.chan@example.com'));
    expect(text(notice!.raw)).toMatch(/Reply-To: tm\.chan@example\.com/);
    expect(text(notice!.raw)).toContain(id);
    expect(Buffer.from(text(receipt!.raw)).toString()).toMatch(/From: HACTL <no-reply@hactl\.example>/);
    expect(receipt!.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(text(receipt!.raw)).toContain(`參考編號 ${id}`);
  });

  it('keeps the submission when the mail server refuses, and retries until it is sent', async () => {
    inbox.length = 0;
    refuse = true;
    const response = await routes.contact(post('/api/forms/contact', { ...contact, subject: 'Retry test' }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const database = await db.getDb();
    await deliver();
    const pending = await database.query<{ attempts: number; sent: boolean; last_error: string }>(
      "SELECT attempts, sent_at IS NOT NULL AS sent, last_error FROM mail_outbox WHERE message->>'subject' LIKE '%Retry test%' OR message->>'text' LIKE $1",
      [`%${id}%`],
    );
    expect(pending.rows.length).toBe(2);
    expect(pending.rows.every((r) => r.attempts >= 1 && !r.sent && /451|busy/.test(r.last_error))).toBe(true);
    expect((await database.query('SELECT 1 FROM contact_enquiries WHERE id = $1', [id])).rows).toHaveLength(1);

    refuse = false;
    await database.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE sent_at IS NULL');
    await deliver();
    expect(inbox.filter((m) => text(m.raw).includes(id))).toHaveLength(2);
    const left = await database.query('SELECT 1 FROM mail_outbox WHERE sent_at IS NULL');
    expect(left.rows).toHaveLength(0);
  });
});

describe('the test reader of a received message', () => {
  it('decodes quoted-printable in the body only, so a header token starting with two hex digits stays whole', () => {
    const raw = 'List-Unsubscribe: <http://x/u?token=6EyudwS4&lang=en>\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nopen http://x/u?token=3D6Eyud=\r\nwS4 caf=C3=A9';
    const read = text(raw);
    expect(read).toContain('<http://x/u?token=6EyudwS4&lang=en>');
    expect(read).toContain('open http://x/u?token=6EyudwS4 café');
  });
});
