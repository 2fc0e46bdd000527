import type { NextRequest } from 'next/server';
import { insertContact } from '@/lib/db/submissions';
import { env } from '@/lib/server/env';
import { handleSubmission } from '@/lib/forms/submit';
import { queueMail } from '@/lib/mail/outbox';
import { VISITOR_TEXTS, operatorNotice } from '@/lib/mail/texts';

/**
 * POST /api/forms/contact — an enquiry from the contact-us page. Stored with two mails in one
 * transaction: a notice to the operator (MAIL_OPERATOR_TO, Reply-To the visitor) and a receipt to
 * the visitor.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return handleSubmission(request, 'contact', async (db, d) => {
    const id = await insertContact(db, d);
    const notice = operatorNotice('Contact enquiry', id, d, ['enquiryType', 'name', 'company', 'email', 'phone', 'lang', 'subject', 'message']);
    await queueMail(db, 'contact-notice', { to: env.mailOperatorTo, replyTo: d.email, ...notice });
    const texts = VISITOR_TEXTS[d.lang];
    await queueMail(db, 'contact-receipt', { to: d.email, subject: texts.contactSubject(d.subject), text: `${texts.contactBody(d.name, id, d.subject)}\n\n${texts.signature}\n` });
    return { id };
  });
}
