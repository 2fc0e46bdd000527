'use client';

import { useEffect } from 'react';
import { upcomingSessions } from '@/lib/content/iata-sessions';
import { useSiteState, type IataCourseData } from '@/components/SiteState.client';

/**
 * Hands the course shown on an IATA page to the client state (spec: iataCourseData), where the
 * application form reads its title and session dates. Renders nothing.
 */
export default function IataCourseState({ course }: { course: IataCourseData }) {
  const { setIataCourseData, setIataCourseDate } = useSiteState();
  useEffect(() => {
    // The page may be a cached copy from before a session started: the form offers only those still ahead.
    setIataCourseData({ ...course, sessions: upcomingSessions(course.sessions) });
    return () => {
      setIataCourseData(null);
      setIataCourseDate(null);
    };
  }, [course, setIataCourseData, setIataCourseDate]);
  return null;
}
