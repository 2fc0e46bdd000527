'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MEDIA_QUERIES } from '@/lib/breakpoints';

/**
 * The client state of the spec (section 3, "Client state"): search keyword, breakpoint flags,
 * thank-you dialog flags and the hand-over values between pages (IATA course, story tag).
 * One provider in the language layout; everything below reads it with useSiteState().
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
  /** Width at most 1024 px (hamburger menu). False during server rendering. */
  isTablet: boolean;
  /** Width at most 767 px. False during server rendering. */
  isMobile: boolean;
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

function subscribeQuery(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

const subscribeTablet = subscribeQuery(MEDIA_QUERIES.tablet);
const subscribeMobile = subscribeQuery(MEDIA_QUERIES.mobile);

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}
const serverFalse = () => false;

/** A media query as a boolean; false on the server and in the first (hydration) render. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeQuery(query), [query]);
  return useSyncExternalStore(subscribe, () => matches(query), serverFalse);
}

const NO_DIALOGS: DialogFlags = { contactUs: false, hactlinkSubscription: false };

export function SiteStateProvider({ children }: { children: ReactNode }) {
  const [searchKeyword, setSearchKeyword] = useState('');
  const [dialogs, setDialogs] = useState<DialogFlags>(NO_DIALOGS);
  const [iataCourseData, setIataCourseData] = useState<IataCourseData | null>(null);
  const [iataCourseDate, setIataCourseDate] = useState<string | null>(null);
  const [storyListTag, setStoryListTag] = useState<string | null>(null);
  const isTablet = useSyncExternalStore(subscribeTablet, () => matches(MEDIA_QUERIES.tablet), serverFalse);
  const isMobile = useSyncExternalStore(subscribeMobile, () => matches(MEDIA_QUERIES.mobile), serverFalse);

  const setDialog = useCallback((name: DialogName, open: boolean) => {
    setDialogs((current) => (current[name] === open ? current : { ...current, [name]: open }));
  }, []);

  const value = useMemo<SiteState>(
    () => ({
      searchKeyword,
      setSearchKeyword,
      isTablet,
      isMobile,
      dialogs,
      setDialog,
      iataCourseData,
      setIataCourseData,
      iataCourseDate,
      setIataCourseDate,
      storyListTag,
      setStoryListTag,
    }),
    [searchKeyword, isTablet, isMobile, dialogs, setDialog, iataCourseData, iataCourseDate, storyListTag],
  );

  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>;
}

export function useSiteState(): SiteState {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSiteState() must be used inside <SiteStateProvider> (app/[lang]/layout.tsx).');
  return state;
}

export default SiteStateProvider;
