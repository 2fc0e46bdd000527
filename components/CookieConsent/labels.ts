import type { ReactNode } from 'react';

/** Button and label texts of the bar and panel: the CMS dictionary, else messages/{lang}/cookies.json. */
export interface CookieLabels {
  region: string;
  continue: string;
  changePreference: string;
  close: string;
  accept: string;
  decline: string;
  required: string;
  save: string;
  performanceToggle: string;
}

/** The CMS texts of the bar and panel; the rich texts arrive rendered (sanitized on the server). */
export interface CookieTexts {
  stickyBar: ReactNode;
  usageTitle: string;
  usageDescription: ReactNode;
  preferencesTitle: string;
  necessaryTitle: string;
  necessaryDescription: ReactNode;
  performanceTitle: string;
  performanceDescription: ReactNode;
}
