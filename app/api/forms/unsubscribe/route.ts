import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { unsubscribe } from '@/lib/db/submissions';
import { NO_STORE, jsonResponse } from '@/lib/forms/http';
import { DEFAULT_LANG, normalizeLang } from '@/lib/i18n';

/**
 * The unsubscribe link of each Hactlink e-mail: /api/forms/unsubscribe?token=…[&lang=zh-hk].
 * GET (a click) unsubscribes and shows the Hactlink page with a confirmation; POST is the
 * one-click form of RFC 8058 (List-Unsubscribe-Post) that mail clients send. The token, a
 * 256-bit secret only that subscriber received, is the authorization; repeating is harmless.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function apply(request: NextRequest): Promise<'done' | 'unknown' | 'unavailable'> {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return 'unknown';
  try {
    return (await unsubscribe(await getDb(), token)) ? 'done' : 'unknown';
  } catch (error) {
    console.error('[forms] unsubscribe failed:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

export async function GET(request: NextRequest): Promise<Response> {
  const outcome = await apply(request);
  const lang = normalizeLang(request.nextUrl.searchParams.get('lang')) ?? DEFAULT_LANG;
  const status = outcome === 'done' ? 'unsubscribed' : outcome === 'unknown' ? 'unsubscribe-invalid' : 'unsubscribe-failed';
  // A relative Location keeps the visitor on this site whatever Host the request carried.
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `/${lang}/media/hactlink?status=${status}` } });
}

export async function POST(request: NextRequest): Promise<Response> {
  const outcome = await apply(request);
  if (outcome === 'done') return jsonResponse(200, { ok: true });
  return jsonResponse(outcome === 'unknown' ? 404 : 503, { ok: false });
}
