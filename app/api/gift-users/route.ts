import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { createGiftUser, findGiftUsers } from '@/lib/db/gift-users';
import { GIFT_USER_ID, giftUserAttributes } from '@/lib/forms/gift-user-schema';
import { guardPost, jsonResponse } from '@/lib/forms/http';
import { GIFT_USER_MAX_BYTES } from '@/lib/security/body-limits.mjs';
import { clientAddress, consume } from '@/lib/security/rate-limits';

/**
 * Gift users with the calls of spec section 7:
 *   GET  /api/gift-users?filters[UserID][$eq]={id}&populate=*  ->  { data: [{ id, attributes }] }
 *   POST /api/gift-users  (multipart, field `data` = JSON of the attributes, with UserID)
 *        -> 201 { data: { id, attributes } }, 409 when that UserID exists.
 * Reading needs the exact UserID (no listing); writing passes the same guards as the forms. Both
 * count against LOOKUP_RATE_LIMIT per client once the request is valid, so ids cannot be enumerated.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function failure(status: number, message: string, headers?: Record<string, string>): Response {
  return jsonResponse(status, { data: null, error: { status, message } }, headers);
}

export async function GET(request: NextRequest): Promise<Response> {
  const userId = request.nextUrl.searchParams.get('filters[UserID][$eq]');
  if (!userId || !GIFT_USER_ID.test(userId)) return failure(400, 'filters[UserID][$eq] must be a UserID');
  const limit = await consume('lookup', 'gift-users', clientAddress(request));
  if (!limit.ok) return failure(429, 'Too many requests: try again later', { 'Retry-After': String(limit.retryAfter) });
  try {
    return jsonResponse(200, { data: await findGiftUsers(await getDb(), userId) });
  } catch (error) {
    console.error('[gift-users] read failed:', error instanceof Error ? error.message : error);
    return failure(503, 'Storage unavailable', { 'Retry-After': '60' });
  }
}

export async function POST(request: NextRequest): Promise<Response> {
  const guarded = await guardPost(request, 'multipart/form-data', GIFT_USER_MAX_BYTES);
  if (!guarded.ok) return guarded.response;
  let data: unknown;
  try {
    const form = await new Response(guarded.body, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
    const field = form.get('data');
    if (typeof field !== 'string') return failure(400, 'The multipart field "data" is missing');
    data = JSON.parse(field);
  } catch {
    return failure(400, 'Send multipart/form-data with a JSON "data" field');
  }
  const parsed = giftUserAttributes.safeParse(data);
  if (!parsed.success) return failure(400, 'Invalid gift user: ' + parsed.error.issues.map((i) => `${i.path.join('.') || 'data'} ${i.message}`).join('; '));
  const limit = await consume('lookup', 'gift-users', clientAddress(request));
  if (!limit.ok) return failure(429, 'Too many requests: try again later', { 'Retry-After': String(limit.retryAfter) });
  try {
    const created = await createGiftUser(await getDb(), parsed.data.UserID, parsed.data);
    if (!created) return failure(409, 'A gift user with this UserID exists');
    return jsonResponse(201, { data: created });
  } catch (error) {
    console.error('[gift-users] write failed:', error instanceof Error ? error.message : error);
    return failure(503, 'Storage unavailable', { 'Retry-After': '60' });
  }
}
