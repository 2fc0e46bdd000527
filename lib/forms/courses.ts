import 'server-only';
import { localeCodeOf, type Lang } from '@/lib/i18n';
import { source } from '@/lib/content';
import { schema as iataCourse } from '@/modules/IataCourse/schema';

/** What an application is checked against: a course that exists in that language and its sessions. */
export interface CourseForApplication {
  id: string;
  title: string;
  sessionDates: string[];
}

const COURSE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The course page's iataCourse module, from the same content source the pages use; null if none. */
export async function findCourse(lang: Lang, courseId: string): Promise<CourseForApplication | null> {
  if (!COURSE_ID.test(courseId)) return null;
  let page: unknown;
  try {
    page = await source.page(localeCodeOf(lang), `/services/iata/${courseId}/`);
  } catch {
    return null;
  }
  const entries = (page as { data?: { pageContent?: unknown } })?.data?.pageContent;
  if (!Array.isArray(entries)) return null;
  for (const entry of entries) {
    if ((entry as { module?: unknown })?.module !== 'iataCourse') continue;
    const parsed = iataCourse.safeParse((entry as { content?: unknown }).content);
    if (parsed.success) return { id: courseId, title: parsed.data.title, sessionDates: parsed.data.sessions.map((s) => s.date.slice(0, 10)) };
  }
  return null;
}
