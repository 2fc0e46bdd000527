import Cookies from 'js-cookie';
import {
  consentCookieAttributes,
  NECESSARY_COOKIE,
  PERFORMANCE_COOKIE,
  parseConsentCookie,
  serializeConsent,
  type ConsentChoice,
  type StoredConsent,
} from '@/lib/consent';

/** The browser side of lib/consent/index.ts: the two consent cookies read and written with js-cookie. */

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export interface StoredConsents {
  necessary: StoredConsent | null;
  performance: StoredConsent | null;
}

export function readStoredConsents(now: number = nowSeconds()): StoredConsents {
  return {
    necessary: parseConsentCookie(Cookies.get(NECESSARY_COOKIE), now),
    performance: parseConsentCookie(Cookies.get(PERFORMANCE_COOKIE), now),
  };
}

export function writeConsentChoice(choice: ConsentChoice, now: number = nowSeconds()): void {
  const attributes = consentCookieAttributes(window.location.protocol);
  Cookies.set(NECESSARY_COOKIE, serializeConsent(choice.necessary, now), attributes);
  Cookies.set(PERFORMANCE_COOKIE, serializeConsent(choice.performance, now), attributes);
}
