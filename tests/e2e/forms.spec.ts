import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import en from '../../messages/en/forms.json';
import zhCn from '../../messages/zh-cn/forms.json';
import zhHk from '../../messages/zh-hk/forms.json';
import { axeViolations } from './axe';

/**
 * The forms as a visitor uses them, in every language: typed with the keyboard, mistakes shown
 * next to each field, success confirmed by the thank-you dialog; then the handlers over HTTP.
 * The server runs with a temporary DATA_DIR (playwright.config.ts).
 */
const LANGS = [
  ['en', en],
  ['zh-hk', zhHk],
  ['zh-cn', zhCn],
] as const;

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The embedded mail outbox of the e2e server (MAIL_OUTBOX_DIR in playwright.config.ts). */
const OUTBOX = `${process.env.E2E_DATA_DIR}-mail`;

/** The text of an .eml file: headers, and the body decoded (base64 or quoted-printable). */
function emlText(raw: string): string {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 2);
  if (/Content-Transfer-Encoding: base64/i.test(head)) return `${head}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  const decoded = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${head}\n\n${Buffer.from(decoded, 'latin1').toString('utf8')}`;
}

/** The confirmation link mailed to `email` (each test subscribes its own address). */
async function confirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  // The mail is sent in the background after the answer: wait for its file.
  await expect(async () => {
    const files = existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((name) => name.endsWith('.eml')) : [];
    const mails = files.map((name) => emlText(readFileSync(path.join(OUTBOX, name), 'latin1'))).filter((text) => text.includes(`To: ${email}`));
    link = mails.map((text) => /https?:\/\/\S+\/api\/forms\/confirm\?token=[\w.-]+/.exec(text)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!;
}

async function expectThanks(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  // Generous: the server stores the row before it answers, on a machine shared with other jobs.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The form's code has run (its chunk arrives after the page): until then its button does not submit. */
async function formReady(form: Locator, submit: string) {
  await expect(form.getByRole('button', { name: submit })).toHaveAttribute('type', 'submit');
}

for (const [lang, m] of LANGS) {
  test.describe(`forms in ${lang}`, () => {
    test('contact us: errors per field, then the thank-you dialog', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/${lang}/contact-us`);
      const form = page.locator('form', { has: page.getByRole('button', { name: m.contact.submit }) });
      await formReady(form, m.contact.submit);
      await form.getByRole('button', { name: m.contact.submit }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      const name = form.getByLabel(m.contact.name);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(m.shared.errors.required).first()).toBeVisible();
      await expect(form.getByText(m.shared.errors.consent)).toBeVisible();
      await expect(form.getByLabel(m.contact.enquiryType)).toBeFocused();
      // The form with its errors shown passes axe (each error tied to its field, the summary an alert).
      expect(await axeViolations(page, 'main form')).toEqual([]);

      await form.getByLabel(m.contact.enquiryType).selectOption('training');
      await name.click();
      await page.keyboard.type('Chan Tai Man');
      await form.getByLabel(m.contact.email).pressSequentially('not-an-email');
      await form.getByLabel(m.contact.subject).pressSequentially('Course dates');
      await form.getByLabel(m.contact.message).pressSequentially('Which dates are left for the DGR course?');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: m.contact.submit }).click();
      await expect(form.getByText(m.shared.errors.email)).toBeVisible();
      await expect(name).toHaveValue('Chan Tai Man');

      await form.getByLabel(m.contact.email).fill('tm.chan@example.com');
      await form.getByRole('button', { name: m.contact.submit }).click();
      await expectThanks(page, m.contact.thanksTitle);
      expect(errors).toEqual([]);
    });

    test('Hactlink subscription: errors, then the thank-you dialog; subscribing again is fine', async ({ page }) => {
      await page.goto(`/${lang}/media/hactlink`);
      const form = page.locator('form', { has: page.getByRole('button', { name: m.subscription.submit }) });
      await formReady(form, m.subscription.submit);
      await form.getByLabel(m.subscription.email).pressSequentially('reader@');
      await form.getByRole('button', { name: m.subscription.submit }).click();
      await expect(form.getByText(m.shared.errors.email)).toBeVisible();
      await expect(form.getByLabel(m.subscription.email)).toBeFocused();
      await page.keyboard.type(`example.com`);
      // One address per language, so each finds its own confirmation mail.
      await form.getByLabel(m.subscription.email).fill(`reader.${lang}@example.com`);
      await form.getByLabel(m.subscription.name, { exact: false }).first().pressSequentially('Reader');
      await form.getByLabel(m.subscription.language).selectOption('zh-hk');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: m.subscription.submit }).click();
      await expectThanks(page, m.subscription.thanksTitle);

      // Double opt-in: the mailed link (an .eml in the embedded outbox) confirms the subscription.
      const link = await confirmationLink(`reader.${lang}@example.com`);
      await page.goto(link);
      await expect(page).toHaveURL(new RegExp(`/${lang}/media/hactlink\\?status=confirmed$`));
      await expect(page.getByRole('status').filter({ hasText: m.subscription.status.confirmed })).toBeVisible();
    });

    test('IATA application: searchable selects with the no-match message, then the thank-you dialog', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/${lang}/services/iata-training/cargo-introductory-course`);
      const form = page.locator('form', { has: page.getByRole('button', { name: m.iata.submit }) });
      await formReady(form, m.iata.submit);
      const country = form.getByRole('combobox', { name: m.iata.country });
      await country.click();
      await page.keyboard.type('zzzz');
      await expect(page.getByText(m.iata.noOptions)).toBeVisible();
      expect(await axeViolations(page, 'main form')).toEqual([]);
      await country.fill('');
      await page.keyboard.type(lang === 'en' ? 'Hong Kong' : '香港');
      await page.keyboard.press('Enter');

      await form.getByRole('button', { name: m.iata.submit }).click();
      const date = form.getByRole('combobox', { name: m.iata.sessionDate });
      await expect(date).toBeFocused();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.type('2027');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await form.getByLabel(m.iata.name).pressSequentially('Wong Siu Ming');
      await form.getByLabel(m.iata.email).pressSequentially('wong@example.com');
      await form.getByLabel(m.iata.phone).pressSequentially('+852 9123 4567');
      await form.getByLabel(m.iata.company, { exact: false }).first().pressSequentially('Kowloon Forwarders');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: m.iata.submit }).click();
      await expectThanks(page, m.iata.thanksTitle);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the contact form on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the controls of a row line up, whichever field has a hint', async ({ page }) => {
    await page.goto('/en/contact-us');
    const email = await page.locator('#contact-email').boundingBox();
    const phone = await page.locator('#contact-phone').boundingBox();
    // Side by side, the phone field with its hint ("Include the country code…").
    expect(Math.abs(email!.y - phone!.y)).toBeLessThan(1);
    expect(Math.abs(email!.x - phone!.x)).toBeGreaterThan(100);
    expect(email!.height).toBe(phone!.height);
    await expect(page.locator('#contact-phone-hint')).toBeVisible();
    expect((await page.locator('#contact-phone-hint').boundingBox())!.y).toBeGreaterThan(phone!.y + phone!.height);
  });
});

test('the IATA aliases show the same application form', async ({ page }) => {
  for (const prefix of ['services/iata-certified-training', 'services/iata']) {
    await page.goto(`/en/${prefix}/live-animals-regulations`);
    await expect(page.getByRole('button', { name: en.iata.submit })).toBeVisible();
    await expect(page.getByRole('combobox', { name: en.iata.sessionDate })).toBeVisible();
  }
});

test('the form pages stay static (cacheable), and react-select is not loaded by the contact page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  const response = await page.goto('/en/contact-us');
  expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  await expect(page.getByRole('button', { name: en.contact.submit })).toBeVisible();
  expect(scripts.some((source) => source.includes('react-select'))).toBe(false);
});

test.describe('form handlers over HTTP', () => {
  async function token(request: APIRequestContext): Promise<string> {
    const response = await request.get(`${BASE}/api/forms/token`);
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/SameSite=Strict/);
    return /XSRF-TOKEN=([^;]+)/.exec(cookie)![1];
  }

  function headers(xsrf: string | null, client: string): Record<string, string> {
    return {
      origin: BASE,
      'content-type': 'application/json',
      'x-forwarded-for': client,
      ...(xsrf ? { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } : {}),
    };
  }

  test('403 without the XSRF pair or from a foreign origin', async ({ request }) => {
    const noXsrf = await request.post(`${BASE}/api/forms/contact`, { headers: headers(null, '198.51.100.1'), data: {}, failOnStatusCode: false });
    expect(noXsrf.status()).toBe(403);
    expect(noXsrf.headers()['cache-control']).toBe('private, no-store');
    const xsrf = await token(request);
    const foreign = await request.post(`${BASE}/api/forms/contact`, {
      headers: { ...headers(xsrf, '198.51.100.1'), origin: 'https://evil.example' },
      data: {},
      failOnStatusCode: false,
    });
    expect(foreign.status()).toBe(403);
  });

  test('413 for a body over the limit', async ({ request }) => {
    const xsrf = await token(request);
    const response = await request.post(`${BASE}/api/forms/contact`, {
      headers: headers(xsrf, '198.51.100.2'),
      data: JSON.stringify({ message: 'x'.repeat(20_000) }),
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(413);
  });

  test('429 with Retry-After once a client exceeds the rate limit; refused posts do not count', async ({ request }) => {
    const xsrf = await token(request);
    const subscription = { lang: 'en', email: 'limit@example.com', name: 'Limit', company: '', language: 'en', consent: true };
    const post = (data: object) => request.post(`${BASE}/api/forms/subscription`, { headers: headers(xsrf, '198.51.100.3'), data, failOnStatusCode: false });
    // Invalid posts are refused without counting (lib/security/rate-limits.ts).
    for (let i = 0; i < 10; i += 1) expect((await post({ lang: 'en' })).status()).toBe(400);
    // The e2e server allows 40 posts per minute and client (FORMS_RATE_LIMIT in playwright.config.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      const response = await post(subscription);
      statuses.push(response.status());
      if (response.status() === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 40).every((s) => s === 201)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another client (as the trusted proxy names it) is counted apart.
    const other = await request.post(`${BASE}/api/forms/subscription`, { headers: headers(xsrf, '198.51.100.4'), data: subscription, failOnStatusCode: false });
    expect(other.status()).toBe(201);
  });
});
