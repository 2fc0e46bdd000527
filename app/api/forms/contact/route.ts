import type { NextRequest } from 'next/server';
import { insertContact } from '@/lib/db/submissions';
import { handleSubmission } from '@/lib/forms/submit';

/** POST /api/forms/contact — an enquiry from the contact-us page. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return handleSubmission(request, 'contact', async (db, d) => ({
    id: await insertContact(db, {
      lang: d.lang,
      enquiryType: d.enquiryType,
      name: d.name,
      company: d.company,
      email: d.email,
      phone: d.phone,
      subject: d.subject,
      message: d.message,
    }),
  }));
}
