import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { exportCsv, isExportForm } from '@/lib/db/export.mjs';
import { env } from '@/lib/server/env';
import { NO_STORE, jsonResponse } from '@/lib/forms/http';
import { secretMatches } from '@/lib/security/signature';

/**
 * GET /api/forms/export?form=contact|subscription|iata-application with
 * `Authorization: Bearer $EXPORT_TOKEN` — the submissions of one form as CSV, for staff.
 * Without EXPORT_TOKEN the endpoint does not exist (404).
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function authorized(header: string | null, secret: string): boolean {
  return secretMatches(header?.match(/^Bearer (.+)$/)?.[1], secret);
}

export async function GET(request: NextRequest): Promise<Response> {
  if (!env.exportToken) return jsonResponse(404, { ok: false });
  if (!authorized(request.headers.get('authorization'), env.exportToken)) {
    return jsonResponse(401, { ok: false }, { 'WWW-Authenticate': 'Bearer realm="exports"' });
  }
  const form = request.nextUrl.searchParams.get('form');
  if (!isExportForm(form)) return jsonResponse(400, { ok: false, errors: { form: 'invalid' } });
  const csv = await exportCsv(await getDb(), form, env.siteUrl);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${form}-${day}.csv"` },
  });
}
