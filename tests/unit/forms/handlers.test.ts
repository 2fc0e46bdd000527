/**
 * @jest-environment node
 *
 * The form handlers against a real embedded database in a temporary directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { POST as contactPost } from '@/app/api/forms/contact/route';
import { POST as iataPost } from '@/app/api/forms/iata-application/route';
import { POST as subscriptionPost } from '@/app/api/forms/subscription/route';
import { GET as tokenGet } from '@/app/api/forms/token/route';
import { GET as unsubscribeGet } from '@/app/api/forms/unsubscribe/route';
import { GET as giftGet, POST as giftPost } from '@/app/api/gift-users/route';
import { closeDb, getDb } from '@/lib/db';
import { deliveryIdle } from '@/lib/mail/outbox';
import { confirmSubscription } from '@/lib/db/submissions';
import { issueXsrfToken } from '@/lib/forms/xsrf';
import { CONTACT_ENQUIRY } from './enquiry';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'hactl-forms-'));
process.env.DATA_DIR = dataDir;
afterAll(async () => {
  // Mail is sent in the background after each answer: let it finish before the database closes.
  await deliveryIdle();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

// As behind server.mjs: its request gate resolved the client address (lib/security/request-gate.mjs).
(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('hactl.requestGate')] = true;

const ORIGIN = 'http://localhost:3000';
let clientNumber = 0;
/** Each test is its own client (address) unless it says otherwise, so rate limits do not mix. */
function nextClient(): string {
  clientNumber += 1;
  return `203.0.113.${clientNumber}`;
}

interface PostOptions {
  origin?: string | null;
  token?: string | null;
  header?: string | null;
  client?: string;
  raw?: string;
}

function post(url: string, body: unknown, options: PostOptions = {}): NextRequest {
  const token = options.token === undefined ? issueXsrfToken() : options.token;
  const header = options.header === undefined ? token : options.header;
  const headers = new Headers({ 'content-type': 'application/json', 'x-hactl-client-address': options.client ?? nextClient() });
  if (options.origin !== null) headers.set('origin', options.origin ?? ORIGIN);
  if (token) headers.set('cookie', `XSRF-TOKEN=${token}`);
  if (header) headers.set('x-xsrf-token', header);
  return new NextRequest(`${ORIGIN}${url}`, { method: 'POST', headers, body: options.raw ?? JSON.stringify(body) });
}

const contact = CONTACT_ENQUIRY;

async function count(table: string): Promise<number> {
  const { rows } = await (await getDb()).query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

describe('POST /api/forms/contact', () => {
  it('stores a valid enquiry, answers 201 with its id, and the row survives a restart', async () => {
    const response = await contactPost(post('/api/forms/contact', contact));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { ok, id } = await response.json();
    expect(ok).toBe(true);
    await deliveryIdle();
    await closeDb();
    const { rows } = await (await getDb()).query('SELECT name, email, message, lang FROM contact_enquiries WHERE id = $1', [id]);
    expect(rows).toEqual([{ name: contact.name, email: contact.email, message: contact.message, lang: 'en' }]);
  });

  it.each([
    ['enquiryType', 'required', undefined],
    ['enquiryType', 'invalid', 'bribe'],
    ['name', 'required', '   '],
    ['name', 'tooLong', 'x'.repeat(101)],
    ['name', 'invalid', 'Eve\r\nBcc: victim@example.com'],
    ['name', 'invalid', 42],
    ['company', 'invalid', 'ACME\u0000'],
    ['email', 'email', 'not-an-email'],
    ['email', 'invalid', 'a@example.com\nBcc: b@example.com'],
    ['phone', 'phone', 'call me'],
    ['subject', 'invalid', 'Hello\nBcc: x@example.com'],
    ['subject', 'required', undefined],
    ['message', 'required', ''],
    ['message', 'tooLong', 'm'.repeat(3001)],
    ['consent', 'consent', false],
    ['consent', 'consent', 'yes'],
    ['lang', 'invalid', 'fr'],
  ])('rejects %s with "%s" (case %#)', async (field, code, value) => {
    const before = await count('contact_enquiries');
    const response = await contactPost(post('/api/forms/contact', { ...contact, [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { [field]: code } });
    expect(await count('contact_enquiries')).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const response = await contactPost(post('/api/forms/contact', { lang: 'en' }));
    expect((await response.json()).errors).toEqual({
      enquiryType: 'required',
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      consent: 'consent',
    });
  });

  it.each([
    ['no cookie and no header', { token: null }],
    ['no header', { header: null }],
    ['a header that differs from the cookie', { header: issueXsrfToken() }],
    ['a token this server did not sign', { token: 'abc.1700000000.forged', header: 'abc.1700000000.forged' }],
    ['an expired token', { token: issueXsrfToken(Date.now() - 13 * 3600_000) }],
  ])('refuses %s with 403', async (_label, options) => {
    const response = await contactPost(post('/api/forms/contact', contact, options));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, errors: { _form: 'xsrf' } });
  });

  it.each([
    ['a foreign Origin', 'https://evil.example'],
    ['a look-alike Origin', 'http://localhost:3000.evil.example'],
    ['no Origin', null],
  ])('refuses %s with 403', async (_label, origin) => {
    const response = await contactPost(post('/api/forms/contact', contact, { origin }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, errors: { _form: 'origin' } });
  });

  it('refuses a body over 16 KiB with 413 and stores nothing', async () => {
    const before = await count('contact_enquiries');
    const response = await contactPost(post('/api/forms/contact', null, { raw: JSON.stringify({ ...contact, message: 'x'.repeat(17_000) }) }));
    expect(response.status).toBe(413);
    expect(await count('contact_enquiries')).toBe(before);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const response = await contactPost(post('/api/forms/contact', null, { raw: '[1,2' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { _form: 'badRequest' } });
  });

  it('counts only valid posts: 5 per minute and client, then 429 with Retry-After', async () => {
    const client = nextClient();
    const statuses: number[] = [];
    // Refused requests (invalid fields, a forged XSRF token) cost the client nothing.
    for (let i = 0; i < 3; i += 1) statuses.push((await contactPost(post('/api/forms/contact', { lang: 'en' }, { client }))).status);
    for (let i = 0; i < 3; i += 1) statuses.push((await contactPost(post('/api/forms/contact', contact, { client, header: issueXsrfToken() }))).status);
    for (let i = 0; i < 6; i += 1) statuses.push((await contactPost(post('/api/forms/contact', contact, { client }))).status);
    expect(statuses).toEqual([400, 400, 400, 403, 403, 403, 201, 201, 201, 201, 201, 429]);
    const limited = await contactPost(post('/api/forms/contact', contact, { client }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ ok: false, errors: { _form: 'rateLimited' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another client and another form of the same client are counted apart.
    expect((await contactPost(post('/api/forms/contact', contact))).status).toBe(201);
    expect((await subscriptionPost(post('/api/forms/subscription', { lang: 'en', email: 'limit@example.com', name: 'Limit Test', company: '', language: 'en', consent: true }, { client }))).status).toBe(201);
  });

  it('believes no X-Forwarded-For: rotating it does not reset the count', async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const request = post('/api/forms/contact', contact, { client });
      request.headers.set('x-forwarded-for', `198.51.100.${i}`);
      statuses.push((await contactPost(request)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('refuses a body that is not JSON by its type with 415 before reading it', async () => {
    const request = post('/api/forms/contact', contact);
    request.headers.set('content-type', 'text/plain');
    const response = await contactPost(request);
    expect(response.status).toBe(415);
  });

  it('pretends success to a bot that fills the honeypot and stores nothing', async () => {
    const before = await count('contact_enquiries');
    const response = await contactPost(post('/api/forms/contact', { ...contact, website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect((await response.json()).ok).toBe(true);
    expect(await count('contact_enquiries')).toBe(before);
  });
});

describe('POST /api/forms/subscription and the unsubscribe link', () => {
  const subscription = { lang: 'zh-hk', email: 'Reader@Example.com', name: '陳大文', company: '', language: 'zh-hk', consent: true };

  it('answers 201 and lists nobody until the address confirms the mailed link (double opt-in)', async () => {
    const first = await subscriptionPost(post('/api/forms/subscription', subscription));
    expect(first.status).toBe(201);
    const again = await subscriptionPost(post('/api/forms/subscription', { ...subscription, language: 'en' }));
    expect(again.status).toBe(201);
    const { rows } = await (await getDb()).query('SELECT 1 FROM subscriptions WHERE email = $1', ['reader@example.com']);
    expect(rows).toEqual([]);
    const mails = await (await getDb()).query("SELECT 1 FROM mail_outbox WHERE kind = 'subscription-confirm' AND recipient = $1", [subscription.email]);
    expect(mails.rows).toHaveLength(2);
  });

  it.each([
    ['language', 'invalid', 'fr'],
    ['email', 'required', ''],
    ['consent', 'consent', undefined],
  ])('rejects %s with "%s" (case %#)', async (field, code, value) => {
    const response = await subscriptionPost(post('/api/forms/subscription', { ...subscription, [field]: value }));
    expect(await response.json()).toEqual({ ok: false, errors: { [field]: code } });
  });

  it('unsubscribes with the token of the link and sends the visitor to the Hactlink page', async () => {
    const db = await getDb();
    const { unsubscribeToken } = await confirmSubscription(db, { list: 'hactlink', email: 'reader@example.com', name: '陳大文', company: '', language: 'zh-hk', lang: 'zh-hk' });
    const response = await unsubscribeGet(new NextRequest(`${ORIGIN}/api/forms/unsubscribe?token=${unsubscribeToken}&lang=zh-hk`));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/zh-hk/media/hactlink?status=unsubscribed');
    const after = await db.query('SELECT unsubscribed_at IS NOT NULL AS gone FROM subscriptions WHERE email = $1', ['reader@example.com']);
    expect(after.rows).toEqual([{ gone: true }]);
    const unknown = await unsubscribeGet(new NextRequest(`${ORIGIN}/api/forms/unsubscribe?token=${'A'.repeat(43)}`));
    expect(unknown.headers.get('location')).toBe('/en/media/hactlink?status=unsubscribe-invalid');
  });
});

describe('POST /api/forms/iata-application', () => {
  const application = {
    lang: 'zh-cn',
    courseId: 'cargo-introductory-course',
    sessionDate: '2027-03-08',
    name: '李小明',
    jobTitle: '',
    email: 'li@example.cn',
    phone: '+86 20 1234 5678',
    company: '广州货运有限公司',
    country: 'CN',
    address: '',
    remarks: '',
    consent: true,
  };

  it('stores an application for a session of a course in the content store, with the course title', async () => {
    const response = await iataPost(post('/api/forms/iata-application', application));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const { rows } = await (await getDb()).query('SELECT course_title, session_date::text AS date, country FROM iata_applications WHERE id = $1', [id]);
    expect(rows).toEqual([{ course_title: expect.stringMatching(/货运|课程/), date: '2027-03-08', country: 'CN' }]);
  });

  it.each([
    ['courseId', 'invalid', 'no-such-course'],
    ['courseId', 'invalid', '../../config'],
    ['sessionDate', 'session', '2027-02-30'],
    ['sessionDate', 'invalid', 'soon'],
    ['country', 'invalid', 'XX'],
    ['phone', 'required', ''],
    ['company', 'required', undefined],
  ])('rejects %s with "%s" (case %#)', async (field, code, value) => {
    const response = await iataPost(post('/api/forms/iata-application', { ...application, [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { [field]: code } });
  });
});

describe('GET /api/forms/token', () => {
  it('sets a SameSite=Strict cookie that the form handlers accept', async () => {
    const response = tokenGet(new NextRequest(`${ORIGIN}/api/forms/token`));
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.\d+\.[\w-]+; Path=\/; Max-Age=43200; SameSite=Strict$/);
    const token = cookie.split(';')[0].split('=')[1];
    // The same token in the body, for a browser that shows the cookie to scripts a moment late (WebKit).
    expect(await response.json()).toEqual({ ok: true, token });
    expect((await contactPost(post('/api/forms/contact', contact, { token }))).status).toBe(201);
    const secure = tokenGet(new NextRequest('https://www.example.com/api/forms/token'));
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
  });
});

describe('/api/gift-users', () => {
  function multipart(data: string, options: PostOptions = {}): NextRequest {
    const form = new FormData();
    form.append('data', data);
    const request = post('/api/gift-users', null, options);
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    return new NextRequest(request.url, { method: 'POST', headers, body: form });
  }

  it('creates a record from the multipart data field and finds it by UserID', async () => {
    const created = await giftPost(multipart(JSON.stringify({ UserID: 'member-42', giftCode: 'MOONCAKE', redeemed: false })));
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toEqual({ id: expect.any(Number), attributes: { UserID: 'member-42', giftCode: 'MOONCAKE', redeemed: false } });
    const found = await giftGet(new NextRequest(`${ORIGIN}/api/gift-users?filters[UserID][$eq]=member-42&populate=*`));
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ data: [data] });
    const none = await giftGet(new NextRequest(`${ORIGIN}/api/gift-users?filters%5BUserID%5D%5B%24eq%5D=member-43&populate=*`));
    expect(await none.json()).toEqual({ data: [] });
  });

  it('answers 409 for an existing UserID, 400 for bad data or a missing filter, 403 without XSRF', async () => {
    expect((await giftPost(multipart(JSON.stringify({ UserID: 'member-42' })))).status).toBe(409);
    expect((await giftPost(multipart('{not json'))).status).toBe(400);
    expect((await giftPost(multipart(JSON.stringify({ UserID: 'bad id with spaces' })))).status).toBe(400);
    expect((await giftPost(multipart(JSON.stringify({ UserID: 'ok', nested: { a: 1 } })))).status).toBe(400);
    expect((await giftPost(multipart(JSON.stringify({ UserID: 'member-44' }), { header: null }))).status).toBe(403);
    expect((await giftGet(new NextRequest(`${ORIGIN}/api/gift-users?populate=*`))).status).toBe(400);
  });

  it('limits lookups per client (LOOKUP_RATE_LIMIT, 30 a minute), so UserIDs cannot be enumerated', async () => {
    const lookup = (id: string, client: string) =>
      giftGet(new NextRequest(`${ORIGIN}/api/gift-users?filters[UserID][$eq]=${id}&populate=*`, { headers: { 'x-hactl-client-address': client } }));
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await lookup(`guess-${i}`, client)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const limited = await lookup('guess-31', client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await lookup('guess-0', nextClient())).status).toBe(200);
  });
});
