'use client';

import { createContext, useContext } from 'react';

/**
 * Spec section 4, "Header": sub-menu expanded or hidden (openIndex: the current section index),
 * mobile menu expanded or collapsed, search box expanded or collapsed. HeaderShell owns the state;
 * the menu and the search box read and change it here so that opening one closes the others.
 */
export interface HeaderState {
  /** Index of the section whose submenu is expanded, or null. */
  openIndex: number | null;
  setOpenIndex: (index: number | null) => void;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  searchOpen: boolean;
  setSearchOpen: (open: boolean) => void;
}

export const HeaderStateContext = createContext<HeaderState | null>(null);

export function useHeaderState(): HeaderState {
  const state = useContext(HeaderStateContext);
  if (!state) throw new Error('Header parts must be rendered inside <HeaderShell>.');
  return state;
}
