/**
 * When the important-notice popup is due (spec section 4, "Notice popup"). Pure: the caller passes
 * the raw cookie value and the current time, so every case is unit-tested without a browser.
 */

/** The cookie that remembers when the visitor last closed the popup (an ISO time). */
export const NOTICE_COOKIE = 'ImportantNoticeWatchedTime';
/** Spec section 9: the cookie lives one year. js-cookie counts in days. */
export const NOTICE_COOKIE_DAYS = 365;

export const NOTICE_EXPIRIES = ['no-reload', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type NoticeExpiry = (typeof NOTICE_EXPIRIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

// Date.parse accepts 2026-02-30 (rolls it to 2 March) and many non-ISO shapes; a cookie is either
// a real ISO instant or malformed.
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** The instant an ISO time names, or null when the text is not a valid ISO instant with a zone. */
export function parseWatchedTime(value: string | null | undefined): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_INSTANT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', ms = '0', zone, sign, oh, om] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59) return null;
  if (zone !== 'Z' && (Number(oh) > 23 || Number(om) > 59)) return null;
  const offsetMinutes = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, Number(ms.padEnd(3, '0'))) - offsetMinutes * 60_000;
  return new Date(utc);
}

/** `date` plus whole calendar months in UTC, the day clamped to the target month's last day. */
function addUtcMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The moment the popup is due again after being watched at `watched`.
 * Days and weeks are exact durations (24 h, 7 x 24 h). Months and years are calendar arithmetic in
 * UTC, as moment/dayjs `add` does: 31 Jan + 1 month = 28 (or 29) Feb, 29 Feb + 1 year = 28 Feb.
 * UTC keeps the answer the same on the server and in every visitor's time zone.
 */
export function nextDueTime(watched: Date, expiry: NoticeExpiry): Date {
  switch (expiry) {
    case 'no-reload':
      return new Date(watched.getTime());
    case 'daily':
      return new Date(watched.getTime() + DAY_MS);
    case 'weekly':
      return new Date(watched.getTime() + 7 * DAY_MS);
    case 'monthly':
      return addUtcMonths(watched, 1);
    case 'yearly':
      return addUtcMonths(watched, 12);
  }
}

export interface NoticeDueInput {
  /** The content's expiry; undefined when the editor configured none. */
  expiry: NoticeExpiry | undefined;
  /** The raw ImportantNoticeWatchedTime cookie value, if any. */
  watchedCookie: string | null | undefined;
  now: Date;
}

/**
 * Spec: no expiry configured hides the popup; no cookie (or a malformed one) shows it; otherwise it
 * shows once now >= watched time + period. With no-reload nothing is added, so it shows at once.
 */
export function isNoticeDue({ expiry, watchedCookie, now }: NoticeDueInput): boolean {
  if (!expiry) return false;
  const watched = parseWatchedTime(watchedCookie);
  if (!watched) return true;
  return now.getTime() >= nextDueTime(watched, expiry).getTime();
}
