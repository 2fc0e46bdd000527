import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getDb, type Queryable } from '@/lib/db';
import type { FormName } from './fields';
import type { FieldErrors } from './rules';
import { FORM_MAX_BYTES } from '@/lib/security/body-limits.mjs';
import { kickDelivery } from '@/lib/mail/outbox';
import { clientAddress, consume } from '@/lib/security/rate-limits';
import { fieldErrors, formError, guardPost, jsonResponse, parseJsonObject, rateLimited } from './http';
import { isHoneypotFilled, parseForm, type ParsedForm } from './schemas';

/** Stores a valid submission and returns its id, or field errors found against stored data. */
export type Save<F extends FormName> = (db: Queryable, data: ParsedForm<F>) => Promise<{ id: string } | { errors: FieldErrors }>;

/**
 * The whole life of a form post: guards (origin, type, XSRF, size), JSON, honeypot, validation,
 * then the rate limit (only valid posts count), then storage. 201 { ok, id } only once the row is
 * committed.
 */
export async function handleSubmission<F extends FormName>(request: NextRequest, form: F, save: Save<F>): Promise<Response> {
  const guarded = await guardPost(request, 'application/json', FORM_MAX_BYTES);
  if (!guarded.ok) return guarded.response;
  const body = parseJsonObject(guarded.body);
  if (!body) return formError(400, 'badRequest');
  if (isHoneypotFilled(body)) return jsonResponse(201, { ok: true, id: randomUUID() });
  const parsed = parseForm(form, body);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const limit = await consume('forms', form, clientAddress(request));
  if (!limit.ok) return rateLimited(limit.retryAfter);
  try {
    const db = await getDb();
    // The submission and its mails are committed together, then sent (lib/mail/outbox.ts).
    const result = await db.transaction((tx) => save(tx, parsed.data));
    if ('errors' in result) return fieldErrors(result.errors);
    kickDelivery();
    return jsonResponse(201, { ok: true, id: result.id });
  } catch (error) {
    console.error(`[forms] could not store a ${form} submission:`, error instanceof Error ? error.message : error);
    return formError(503, 'unavailable', { 'Retry-After': '60' });
  }
}
