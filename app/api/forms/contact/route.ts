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
    const id = await insertContact(db, {
      lang: d.lang,
      enquiryType: d.enquiryType,
      name: d.name,
      company: d.company,
      email: d.email,
      phone: d.phone,
      subject: d.subject,
      message: d.message,
    });
    const notice = operatorNotice('Contact enquiry', id, [
      ['Enquiry type', d.enquiryType],
      ['Name', d.name],
      ['Company', d.company],
      ['E-mail', d.email],
      ['Phone', d.phone],
      ['Language', d.lang],
      ['Subject', d.subject],
      ['Message', d.message],
    ]);
    await queueMail(db, 'contact-notice', { to: env.mailOperatorTo, replyTo: d.email, ...notice });
    const texts = VISITOR_TEXTS[d.lang];
    await queueMail(db, 'contact-receipt', { to: d.email, subject: texts.contactSubject(d.subject), text: `${texts.contactBody(d.name, id, d.subject)}\n\n${texts.signature}\n` });
    return { id };
  });
}
