'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MEDIA_QUERIES } from '@/lib/ui/breakpoints';
import { useMediaQuery } from '@/lib/ui/media-query';

/**
 * The client state of the spec (section 3, "Client state"): search keyword, thank-you dialog flags
 * and the hand-over values between pages (IATA course, story tag), in one provider in the language
 * layout that everything below reads with useSiteState(). The breakpoint flags of the same list are
 * useBreakpoints(), a subscription of its own: they differ from the server's (false) on every phone
 * and tablet, and a media query store that differs after hydration re-renders its readers
 * synchronously, so in the shared context they re-rendered the whole header in one long task of
 * every first visit. The header reads the tablet query when an event asks (matchesMedia, lib/ui/media-query.ts).
 */

export type DialogName = 'contactUs' | 'hactlinkSubscription';
export type DialogFlags = Record<DialogName, boolean>;

/** The IATA course of the page, as its application form needs it. */
export interface IataCourseData {
  title: string;
  code: string;
  /** Session dates (YYYY-MM-DD), earliest first; seats left when known. */
  sessions: { date: string; seats: number | null }[];
}

export interface SiteState {
  searchKeyword: string;
  setSearchKeyword: (keyword: string) => void;
  /** Thank-you dialogs of the contact and subscription forms. */
  dialogs: DialogFlags;
  setDialog: (name: DialogName, open: boolean) => void;
  iataCourseData: IataCourseData | null;
  setIataCourseData: (data: IataCourseData | null) => void;
  iataCourseDate: string | null;
  setIataCourseDate: (date: string | null) => void;
  storyListTag: string | null;
  setStoryListTag: (tag: string | null) => void;
}

const SiteStateContext = createContext<SiteState | null>(null);


export interface Breakpoints {
  /** Width at most 1024 px (hamburger menu). False during server rendering. */
  isTablet: boolean;
  /** Width at most 767 px. False during server rendering. */
  isMobile: boolean;
}

/** The breakpoint flags of the spec's client state; false on the server and in the hydration render. */
export function useBreakpoints(): Breakpoints {
  return { isTablet: useMediaQuery(MEDIA_QUERIES.tablet), isMobile: useMediaQuery(MEDIA_QUERIES.mobile) };
}

const NO_DIALOGS: DialogFlags = { contactUs: false, hactlinkSubscription: false };

export function SiteStateProvider({ children }: { children: ReactNode }) {
  const [searchKeyword, setSearchKeyword] = useState('');
  const [dialogs, setDialogs] = useState<DialogFlags>(NO_DIALOGS);
  const [iataCourseData, setIataCourseData] = useState<IataCourseData | null>(null);
  const [iataCourseDate, setIataCourseDate] = useState<string | null>(null);
  const [storyListTag, setStoryListTag] = useState<string | null>(null);

  const setDialog = useCallback((name: DialogName, open: boolean) => {
    setDialogs((current) => (current[name] === open ? current : { ...current, [name]: open }));
  }, []);

  const value = useMemo<SiteState>(
    () => ({
      searchKeyword,
      setSearchKeyword,
      dialogs,
      setDialog,
      iataCourseData,
      setIataCourseData,
      iataCourseDate,
      setIataCourseDate,
      storyListTag,
      setStoryListTag,
    }),
    [searchKeyword, dialogs, setDialog, iataCourseData, iataCourseDate, storyListTag],
  );

  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>;
}

export function useSiteState(): SiteState {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSiteState() must be used inside <SiteStateProvider> (app/[lang]/layout.tsx).');
  return state;
}

