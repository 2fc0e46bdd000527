/**
 * @jest-environment node
 *
 * The embedded default: with no SMTP_URL, every mail is an .eml file in MAIL_OUTBOX_DIR.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'hactl-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes each message as an .eml file a mail client opens', async () => {
  delete process.env.SMTP_URL;
  process.env.MAIL_OUTBOX_DIR = dir;
  const { mailTransport } = await import('@/lib/mail/outbox');
  await mailTransport().sendMail({ from: 'HACTL <no-reply@hactl.example>', to: 'reader@example.com', subject: '請確認訂閱', text: 'Hello\nWorld' });
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  expect(files).toHaveLength(1);
  const eml = readFileSync(path.join(dir, files[0]), 'utf8');
  expect(eml).toMatch(/^From: HACTL <no-reply@hactl\.example>$/m);
  expect(eml).toMatch(/^To: reader@example\.com$/m);
  expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
  expect(eml).toMatch(/^MIME-Version: 1\.0$/m);
});
