'use client';

import { useEffect } from 'react';
import { useSiteState, type IataCourseData } from '@/components/SiteState';

/**
 * Hands the course shown on an IATA page to the client state (spec: iataCourseData), where the
 * application form reads its title and session dates. Renders nothing.
 */
export default function IataCourseState({ course }: { course: IataCourseData }) {
  const { setIataCourseData, setIataCourseDate } = useSiteState();
  useEffect(() => {
    setIataCourseData(course);
    return () => {
      setIataCourseData(null);
      setIataCourseDate(null);
    };
  }, [course, setIataCourseData, setIataCourseDate]);
  return null;
}
