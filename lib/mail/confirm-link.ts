import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db';
import { env } from '@/lib/server/env';
import type { Lang } from '@/lib/i18n';
import { hasSignature, signature } from '@/lib/security/signature';

/**
 * The newsletter's confirmation link carries the subscription itself, signed (HMAC-SHA256) and with
 * an expiry: nothing is stored until the address owner opens it, so nobody can put someone else's
 * address on the list, or change a subscriber's details, without access to that mailbox.
 */
export interface PendingSubscription {
  email: string;
  name: string;
  company: string;
  language: string;
  lang: Lang;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const KEY_NAME = 'confirm-link';

/** FORMS_SECRET when set (the same on every instance), otherwise a key kept in the database. */
export async function signingKey(db: Queryable): Promise<string> {
  if (env.formsSecret) return env.formsSecret;
  await db.query('INSERT INTO site_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [KEY_NAME, randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM site_keys WHERE name = $1', [KEY_NAME]);
  return rows[0].value;
}

/** Signed with a purpose prefix, so no other token signed with the same key passes for a link. */
const signed = (payload: string) => `confirm:${payload}`;

export function issueConfirmToken(key: string, pending: Omit<PendingSubscription, 'exp'>, nowMs = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...pending, exp: Math.floor(nowMs / 1000) + env.confirmLinkTtlHours * 3600 })).toString('base64url');
  return `${payload}.${signature(key, signed(payload))}`;
}

/** The subscription of a valid, unexpired token; null for anything else. */
export function readConfirmToken(key: string, token: string, nowMs = Date.now()): PendingSubscription | null {
  if (token.length > 4096) return null;
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined || !hasSignature(key, signed(payload), given)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSubscription;
    if (typeof value.exp !== 'number' || value.exp * 1000 < nowMs || typeof value.email !== 'string') return null;
    return value;
  } catch {
    return null;
  }
}
