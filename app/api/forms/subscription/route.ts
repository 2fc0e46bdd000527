import type { NextRequest } from 'next/server';
import { env } from '@/lib/server/env';
import { handleSubmission } from '@/lib/forms/submit';
import { issueConfirmToken, signingKey } from '@/lib/mail/confirm-link';
import { queueMail } from '@/lib/mail/outbox';
import { VISITOR_TEXTS } from '@/lib/mail/texts';

/**
 * POST /api/forms/subscription — the Hactlink newsletter, double opt-in: the answer is the same
 * whether or not the address is on the list, and nothing is stored on the list until the address
 * opens the signed, expiring link mailed to it (GET /api/forms/confirm).
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return handleSubmission(request, 'subscription', async (db, d) => {
    const token = issueConfirmToken(await signingKey(db), { email: d.email.toLowerCase(), name: d.name, company: d.company, language: d.language, lang: d.lang });
    const texts = VISITOR_TEXTS[d.lang];
    const link = `${env.siteUrl}/api/forms/confirm?token=${token}`;
    const id = await queueMail(db, 'subscription-confirm', {
      to: d.email,
      subject: texts.confirmSubject,
      text: `${texts.confirmBody(d.name, link, env.confirmLinkTtlHours)}\n\n${texts.signature}\n`,
    });
    return { id };
  });
}
