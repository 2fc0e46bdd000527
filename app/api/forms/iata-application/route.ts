import type { NextRequest } from 'next/server';
import { insertIataApplication } from '@/lib/db/submissions';
import { findCourse } from '@/lib/forms/courses';
import { handleSubmission } from '@/lib/forms/submit';

/** POST /api/forms/iata-application — an application for one session of an IATA course. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return handleSubmission(request, 'iata-application', async (db, d) => {
    // The course and its sessions come from the content store, in the language of the page.
    const course = await findCourse(d.lang, d.courseId);
    if (!course) return { errors: { courseId: 'invalid' } };
    if (!course.sessionDates.includes(d.sessionDate)) return { errors: { sessionDate: 'session' } };
    const id = await insertIataApplication(db, {
      lang: d.lang,
      courseId: course.id,
      courseTitle: course.title,
      sessionDate: d.sessionDate,
      name: d.name,
      jobTitle: d.jobTitle,
      email: d.email,
      phone: d.phone,
      company: d.company,
      country: d.country,
      address: d.address,
      remarks: d.remarks,
    });
    return { id };
  });
}
