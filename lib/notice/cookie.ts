import Cookies from 'js-cookie';
import { NOTICE_COOKIE, NOTICE_COOKIE_DAYS } from './expiry';

/** Attributes of the ImportantNoticeWatchedTime cookie: one year, whole site, Secure on https. */
export function noticeCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return { expires: NOTICE_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

/** The raw cookie value (parsing and validation live in lib/notice/expiry.ts). */
export function readWatchedCookie(): string | undefined {
  return Cookies.get(NOTICE_COOKIE);
}

/** Remembers that the visitor has seen the notices now (closing the popup or following a notice). */
export function writeWatchedCookie(now: Date = new Date()): void {
  Cookies.set(NOTICE_COOKIE, now.toISOString(), noticeCookieAttributes(window.location.protocol));
}
