import type { NextRequest } from 'next/server';
import { upsertSubscription } from '@/lib/db/submissions';
import { handleSubmission } from '@/lib/forms/submit';

/** POST /api/forms/subscription — the Hactlink newsletter; subscribing again is not an error. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NEWSLETTER_LIST = 'hactlink';

export function POST(request: NextRequest): Promise<Response> {
  return handleSubmission(request, 'subscription', async (db, d) => ({
    id: await upsertSubscription(db, { list: NEWSLETTER_LIST, email: d.email, name: d.name, company: d.company, language: d.language, lang: d.lang }),
  }));
}
