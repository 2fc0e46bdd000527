import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { confirmSubscription } from '@/lib/db/submissions';
import { env } from '@/lib/server/env';
import { NO_STORE } from '@/lib/forms/http';
import { DEFAULT_LANG, normalizeLang } from '@/lib/i18n';
import { readConfirmToken, signingKey } from '@/lib/mail/confirm-link';
import { kickDelivery, queueMail } from '@/lib/mail/outbox';
import { VISITOR_TEXTS } from '@/lib/mail/texts';

/**
 * The confirmation link of a newsletter subscription: GET /api/forms/confirm?token=… . A valid,
 * unexpired token puts the address on the list (or updates it) and mails a welcome with the
 * unsubscribe link; the visitor lands on the Hactlink page with a message either way.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NEWSLETTER_LIST = 'hactlink';

export async function GET(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  let status = 'confirm-invalid';
  let lang = DEFAULT_LANG;
  try {
    const db = await getDb();
    const pending = readConfirmToken(await signingKey(db), token);
    if (pending) {
      lang = normalizeLang(pending.lang) ?? DEFAULT_LANG;
      await db.transaction(async (tx) => {
        const { unsubscribeToken } = await confirmSubscription(tx, { list: NEWSLETTER_LIST, email: pending.email, name: pending.name, company: pending.company, language: pending.language, lang });
        const texts = VISITOR_TEXTS[lang];
        const unsubscribe = `${env.siteUrl}/api/forms/unsubscribe?token=${unsubscribeToken}&lang=${lang}`;
        await queueMail(tx, 'subscription-welcome', {
          to: pending.email,
          subject: texts.welcomeSubject,
          text: `${texts.welcomeBody(pending.name, unsubscribe)}\n\n${texts.signature}\n`,
          // RFC 2369 / RFC 8058: the mail client's own unsubscribe button.
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      });
      kickDelivery();
      status = 'confirmed';
    }
  } catch (error) {
    console.error('[forms] confirmation failed:', error instanceof Error ? error.message : error);
    status = 'confirm-failed';
  }
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `/${lang}/media/hactlink?status=${status}` } });
}
