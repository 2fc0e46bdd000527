import { randomBytes, randomUUID } from 'node:crypto';
import type { Lang } from '@/lib/i18n';
import type { Queryable } from './connect.mjs';

/** What the handlers store, after validation. Optional text fields are stored as ''. */
export interface ContactRecord {
  lang: Lang;
  enquiryType: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export interface SubscriptionRecord {
  list: string;
  email: string;
  name: string;
  company: string;
  language: string;
  lang: Lang;
}

export interface IataApplicationRecord {
  lang: Lang;
  courseId: string;
  courseTitle: string;
  sessionDate: string;
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  address: string;
  remarks: string;
}

export async function insertContact(db: Queryable, r: ContactRecord): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO contact_enquiries (id, lang, enquiry_type, name, company, email, phone, subject, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, r.lang, r.enquiryType, r.name, r.company, r.email, r.phone, r.subject, r.message],
  );
  return id;
}

/**
 * Records a subscription whose address confirmed its link (double opt-in): a new row, or the
 * existing one updated with the confirmed details (undoing an earlier unsubscribe). Returns the
 * row's id and the unsubscribe token for the welcome mail.
 */
export async function confirmSubscription(db: Queryable, r: SubscriptionRecord): Promise<{ id: string; unsubscribeToken: string }> {
  const { rows } = await db.query<{ id: string; unsubscribe_token: string }>(
    `INSERT INTO subscriptions (id, list, email, name, company, language, lang, unsubscribe_token, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (list, email) DO UPDATE SET
       name = EXCLUDED.name, company = EXCLUDED.company, language = EXCLUDED.language,
       lang = EXCLUDED.lang, unsubscribed_at = NULL, confirmed_at = now(), updated_at = now()
     RETURNING id::text AS id, unsubscribe_token`,
    [randomUUID(), r.list, r.email.toLowerCase(), r.name, r.company, r.language, r.lang, randomBytes(32).toString('base64url')],
  );
  return { id: rows[0].id, unsubscribeToken: rows[0].unsubscribe_token };
}

/** @returns whether the token named a subscription (unsubscribing twice is still true). */
export async function unsubscribe(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now()
     WHERE unsubscribe_token = $1 RETURNING id`,
    [token],
  );
  return rows.length > 0;
}

export async function insertIataApplication(db: Queryable, r: IataApplicationRecord): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO iata_applications
       (id, lang, course_id, course_title, session_date, name, job_title, email, phone, company, country, address, remarks)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [id, r.lang, r.courseId, r.courseTitle, r.sessionDate, r.name, r.jobTitle, r.email, r.phone, r.company, r.country, r.address, r.remarks],
  );
  return id;
}
