import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { getDb, type Database, type Queryable } from '@/lib/db';
import { env } from '@/lib/server/env';

/**
 * Outgoing mail: stored first (mail_outbox, in the transaction of the submission it belongs to),
 * then sent by nodemailer, over SMTP when SMTP_URL is set, or written as an .eml file into
 * MAIL_OUTBOX_DIR (the embedded default: no server needed, any mail client opens the files). A
 * failed send is retried with growing delays (1, 2, 4 … minutes, at most MAX_ATTEMPTS times), so an
 * outage of the mail server delays mail and never loses it or the submission.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
const RETRY_CHECK_MS = 60_000;

/** Stores a mail to send; call inside the submission's transaction. */
export async function queueMail(tx: Queryable, kind: string, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await tx.query('INSERT INTO mail_outbox (id, kind, recipient, message) VALUES ($1, $2, $3, $4)', [id, kind, mail.to, JSON.stringify(mail)]);
  return id;
}

/** A transport that writes each message as an .eml file (RFC 5322, as a mail client saves it). */
function fileTransport(dir: string): Pick<Transporter, 'sendMail'> {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message) {
      const info = await stream.sendMail(message);
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      writeFileSync(path.join(dir, name), info.message as Buffer);
      return info;
    },
  } as Pick<Transporter, 'sendMail'>;
}

const HOLDER = Symbol.for('hactl.mailTransport');

/** The transport of this process (SMTP_URL or the file outbox). */
export function mailTransport(): Pick<Transporter, 'sendMail'> {
  const holder = globalThis as unknown as Record<symbol, Pick<Transporter, 'sendMail'> | undefined>;
  return (holder[HOLDER] ??= env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : fileTransport(path.resolve(env.mailOutboxDir)));
}

type OutboxRow = {
  id: string;
  message: OutgoingMail | string;
  attempts: number;
};

/**
 * Sends every due mail once. Rows are claimed with SKIP LOCKED, so instances sharing a database
 * never send the same mail twice at once. Returns how many were sent and how many failed.
 */
export async function deliverPending(db: Database, transport = mailTransport()): Promise<{ sent: number; failed: number }> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + interval '10 minutes'
     WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND attempts < $1 AND next_attempt_at <= now()
                  ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, message, attempts`,
    [MAX_ATTEMPTS, BATCH],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const mail: OutgoingMail = typeof row.message === 'string' ? JSON.parse(row.message) : row.message;
    try {
      await transport.sendMail({ from: env.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, headers: mail.headers });
      await db.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [row.id]);
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const delayMinutes = 2 ** (row.attempts - 1);
      await db.query(`UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(mins => $3) WHERE id = $1`, [row.id, message.slice(0, 500), delayMinutes]);
      console.error(`[mail] could not send ${row.id} (attempt ${row.attempts} of ${MAX_ATTEMPTS}): ${message}`);
    }
  }
  return { sent, failed };
}

// tests/unit/setup.ts stops this runner after each test file by the same key.
const RUNNER = Symbol.for('hactl.mailRunner');
type Runner = { running: Promise<unknown> | null; timer: NodeJS.Timeout | null };

/**
 * Sends due mail now, in the background (a submission's answer never waits for a mail server),
 * and from then on checks for retries every minute in this process.
 */
export function kickDelivery(): void {
  const holder = globalThis as unknown as Record<symbol, Runner | undefined>;
  const runner = (holder[RUNNER] ??= { running: null, timer: null });
  const run = () => {
    if (runner.running) return;
    runner.running = getDb()
      .then((db) => deliverPending(db))
      .catch((error: unknown) => console.error('[mail] delivery failed:', error instanceof Error ? error.message : error))
      .finally(() => {
        runner.running = null;
      });
  };
  run();
  if (!runner.timer) {
    runner.timer = setInterval(run, RETRY_CHECK_MS);
    runner.timer.unref();
  }
}

/** Resolves when this process's background delivery (if any) is done: for tests and shutdown. */
export async function deliveryIdle(): Promise<void> {
  const runner = (globalThis as unknown as Record<symbol, Runner | undefined>)[RUNNER];
  await runner?.running;
}
