import type { NextRequest } from 'next/server';
import { insertIataApplication } from '@/lib/db/submissions';
import { findCourse } from '@/lib/forms/courses';
import { env } from '@/lib/server/env';
import { handleSubmission } from '@/lib/forms/submit';
import { queueMail } from '@/lib/mail/outbox';
import { VISITOR_TEXTS, operatorNotice } from '@/lib/mail/texts';

/**
 * POST /api/forms/iata-application — an application for one session of an IATA course. Stored with
 * a notice to the operator and a receipt to the applicant, in one transaction.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return handleSubmission(request, 'iata-application', async (db, d) => {
    // The course and its sessions come from the content store, in the language of the page.
    const course = await findCourse(d.lang, d.courseId);
    if (!course) return { errors: { courseId: 'invalid' } };
    if (!course.sessionDates.includes(d.sessionDate)) return { errors: { sessionDate: 'session' } };
    const id = await insertIataApplication(db, { ...d, courseId: course.id, courseTitle: course.title });
    const notice = operatorNotice('IATA course application', id, { ...d, course: `${course.title} (${course.id})` }, ['course', 'sessionDate', 'name', 'jobTitle', 'email', 'phone', 'company', 'country', 'address', 'remarks', 'lang']);
    await queueMail(db, 'iata-notice', { to: env.mailOperatorTo, replyTo: d.email, ...notice });
    const texts = VISITOR_TEXTS[d.lang];
    await queueMail(db, 'iata-receipt', { to: d.email, subject: texts.iataSubject(course.title), text: `${texts.iataBody(d.name, id, course.title, d.sessionDate)}\n\n${texts.signature}\n` });
    return { id };
  });
}
