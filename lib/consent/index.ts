/**
 * Cookie consent as pure logic (spec sections 3 "Consent cookies", 4 "Cookie bar", 9): reading and
 * writing the two consent cookies, the show/hide rule of the bar and the transitions of the bar and
 * its preferences panel. No browser API here; components/CookieConsent does the I/O.
 */

export const NECESSARY_COOKIE = 'necessary-cookies';
export const PERFORMANCE_COOKIE = 'performance-cookies';

/** Spec section 9: path /, expiry one year from saving. */
const CONSENT_COOKIE_PATH = '/';
const CONSENT_COOKIE_DAYS = 365;
const CONSENT_COOKIE_SAME_SITE = 'Lax' as const;

export interface ConsentCookieAttributes {
  path: string;
  /** Days from now, as js-cookie takes it. */
  expires: number;
  sameSite: 'Lax';
  secure: boolean;
}

/** Secure only on https: on a plain-http origin (a local run) a Secure cookie would not be kept. */
export function consentCookieAttributes(protocol: string): ConsentCookieAttributes {
  return { path: CONSENT_COOKIE_PATH, expires: CONSENT_COOKIE_DAYS, sameSite: CONSENT_COOKIE_SAME_SITE, secure: protocol === 'https:' };
}

/**
 * The longest valid value is `{"consent":false,"timestamp":NNNNNNNNNN}` (41 characters). Anything
 * much longer was not written by us, so it is refused before JSON.parse sees it.
 */
export const CONSENT_COOKIE_MAX_LENGTH = 64;

/** A consent cookie's value: the choice and when it was made (integer epoch seconds). */
export interface StoredConsent {
  consent: boolean;
  timestamp: number;
}

/**
 * The value of a consent cookie, or null when there is none or it cannot be trusted: malformed,
 * truncated, oversized, with other fields, or dated after `nowSeconds`. A bad cookie means "not
 * asked yet", never an error.
 */
export function parseConsentCookie(raw: string | undefined | null, nowSeconds: number): StoredConsent | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > CONSENT_COOKIE_MAX_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value).sort();
  if (keys.length !== 2 || keys[0] !== 'consent' || keys[1] !== 'timestamp') return null;
  const { consent, timestamp } = value as Record<string, unknown>;
  if (typeof consent !== 'boolean') return null;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) return null;
  if (timestamp > nowSeconds) return null;
  return { consent, timestamp };
}

export function serializeConsent(consent: boolean, nowSeconds: number): string {
  return JSON.stringify({ consent, timestamp: Math.floor(nowSeconds) });
}

/** A stored consent counts only if it was given for the current policy version (or a later one). */
function isCurrent(stored: StoredConsent | null, versionDate: number): stored is StoredConsent {
  return stored !== null && stored.timestamp >= versionDate;
}

/**
 * Spec section 4: the bar is shown unless a necessary-cookies consent exists, is true and its
 * timestamp is at least cookiesPolicy.versionDate. A newer versionDate therefore asks again.
 */
export function shouldShowBar(necessary: StoredConsent | null, versionDate: number): boolean {
  return !(isCurrent(necessary, versionDate) && necessary.consent);
}

/**
 * Analytics may run only with a current, true performance consent on top of a settled bar: a
 * performance cookie older than the policy version is asked again and counts as "no" meanwhile.
 */
export function hasPerformanceConsent(
  necessary: StoredConsent | null,
  performance: StoredConsent | null,
  versionDate: number,
): boolean {
  return !shouldShowBar(necessary, versionDate) && isCurrent(performance, versionDate) && performance.consent;
}

// ---------- Bar and panel transitions ----------

export interface ConsentUiState {
  barVisible: boolean;
  panelOpen: boolean;
  /** The performance choice shown by the panel's toggle, not yet saved. */
  performance: boolean;
  /** The performance consent in force: analytics runs only when this is true. */
  savedPerformance: boolean;
}

export type ConsentEvent =
  | { type: 'continue' }
  | { type: 'openPanel' }
  | { type: 'closePanel' }
  /** Closing a panel the visitor reopened later (footer "Cookie preferences"): no bar comes back. */
  | { type: 'closeSettings' }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'togglePerformance' }
  | { type: 'save' };

/** What to write to the two cookies. Necessary is always true once a visitor has chosen. */
export interface ConsentChoice {
  necessary: true;
  performance: boolean;
}

export interface ConsentTransition {
  state: ConsentUiState;
  /** Set when the event stores both consents. */
  store: ConsentChoice | null;
}

/** The state on page load: the toggle starts from the current performance consent, else off. */
export function initialConsentState(
  necessary: StoredConsent | null,
  performance: StoredConsent | null,
  versionDate: number,
): ConsentUiState {
  const granted = hasPerformanceConsent(necessary, performance, versionDate);
  return { barVisible: shouldShowBar(necessary, versionDate), panelOpen: false, performance: granted, savedPerformance: granted };
}

function stored(performance: boolean): ConsentTransition {
  return {
    state: { barVisible: false, panelOpen: false, performance, savedPerformance: performance },
    store: { necessary: true, performance },
  };
}

/** Spec section 4, one event at a time. */
export function consentTransition(state: ConsentUiState, event: ConsentEvent): ConsentTransition {
  switch (event.type) {
    case 'continue':
    case 'save':
      return stored(state.performance);
    case 'accept':
      return stored(true);
    case 'decline':
      return stored(false);
    case 'openPanel':
      return { state: { ...state, barVisible: false, panelOpen: true }, store: null };
    case 'closePanel':
      // Closing is cancelling: an unsaved toggle is forgotten, so Continue cannot store it unseen.
      return { state: { ...state, barVisible: true, panelOpen: false, performance: state.savedPerformance }, store: null };
    case 'closeSettings':
      return { state: { ...state, barVisible: false, panelOpen: false, performance: state.savedPerformance }, store: null };
    case 'togglePerformance':
      return { state: { ...state, performance: !state.performance }, store: null };
  }
}
