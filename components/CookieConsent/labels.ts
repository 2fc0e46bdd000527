/**
 * The words of the cookie bar and panel, fetched from GET /api/cookie-copy/{lang}
 * (app/api/cookie-copy/[lang]/route.ts, built by copy.ts) only when one of them must show: a
 * returning visitor who has answered never downloads them, and no page's HTML carries them.
 */
export interface CookieCopy {
  labels: CookieLabels;
  texts: CookieTexts;
}

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

/** The CMS texts of the bar and panel; the `…Html` ones are rich text, sanitized on the server. */
export interface CookieTexts {
  stickyBarHtml: string;
  usageTitle: string;
  usageDescriptionHtml: string;
  preferencesTitle: string;
  necessaryTitle: string;
  necessaryDescriptionHtml: string;
  performanceTitle: string;
  performanceDescriptionHtml: string;
}
