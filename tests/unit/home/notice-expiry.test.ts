import { NOTICE_EXPIRIES, isNoticeDue, nextDueTime, parseWatchedTime, type NoticeExpiry } from '@/lib/notice/expiry';
import { noticeCookieAttributes } from '@/lib/notice/cookie';

const at = (iso: string) => new Date(iso);
const WATCHED = '2026-03-10T08:30:00.000Z';

describe('parseWatchedTime', () => {
  it.each([
    ['2026-03-10T08:30:00.000Z', '2026-03-10T08:30:00.000Z'],
    ['2026-03-10T08:30:00Z', '2026-03-10T08:30:00.000Z'],
    ['2026-03-10T08:30Z', '2026-03-10T08:30:00.000Z'],
    ['2026-03-10T16:30:00.5+08:00', '2026-03-10T08:30:00.500Z'],
    ['2026-03-10T03:30:00-05:00', '2026-03-10T08:30:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(parseWatchedTime(raw)?.toISOString()).toBe(iso);
  });

  it.each([
    undefined,
    null,
    '',
    'yesterday',
    '1710059400000',
    '2026-03-10',
    '2026-03-10 08:30:00Z',
    '2026-03-10T08:30:00',
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-10T24:00:00Z',
    '2026-03-10T08:60:00Z',
    '2026-03-10T08:30:60Z',
    '2026-03-10T08:30:00+24:00',
    'Tue Mar 10 2026 08:30:00 GMT+0000',
  ])('refuses %p', (raw) => {
    expect(parseWatchedTime(raw)).toBeNull();
  });
});

describe('nextDueTime', () => {
  it.each<[NoticeExpiry, string, string]>([
    ['no-reload', WATCHED, WATCHED],
    ['daily', WATCHED, '2026-03-11T08:30:00.000Z'],
    ['weekly', WATCHED, '2026-03-17T08:30:00.000Z'],
    ['monthly', WATCHED, '2026-04-10T08:30:00.000Z'],
    ['yearly', WATCHED, '2027-03-10T08:30:00.000Z'],
    // Calendar months and years: the day is clamped to the end of a shorter month.
    ['monthly', '2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z'],
    ['monthly', '2024-01-31T12:00:00.000Z', '2024-02-29T12:00:00.000Z'],
    ['monthly', '2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
    ['yearly', '2024-02-29T06:00:00.000Z', '2025-02-28T06:00:00.000Z'],
  ])('%s after %s is %s', (expiry, watched, due) => {
    expect(nextDueTime(at(watched), expiry).toISOString()).toBe(due);
  });

  it('covers every expiry value of the content schema', () => {
    expect([...NOTICE_EXPIRIES]).toEqual(['no-reload', 'daily', 'weekly', 'monthly', 'yearly']);
  });
});

describe('isNoticeDue', () => {
  const due = (expiry: NoticeExpiry | undefined, watchedCookie: string | undefined, now: string) => isNoticeDue({ expiry, watchedCookie, now: at(now) });

  it('hides the popup when no expiry is configured, whatever the cookie', () => {
    expect(due(undefined, undefined, WATCHED)).toBe(false);
    expect(due(undefined, 'garbage', WATCHED)).toBe(false);
    expect(due(undefined, '2000-01-01T00:00:00Z', WATCHED)).toBe(false);
  });

  it.each(NOTICE_EXPIRIES)('%s: shows without a cookie and with a malformed one', (expiry) => {
    expect(due(expiry, undefined, WATCHED)).toBe(true);
    expect(due(expiry, '', WATCHED)).toBe(true);
    expect(due(expiry, 'not-a-date', WATCHED)).toBe(true);
    expect(due(expiry, '2026-02-30T00:00:00Z', WATCHED)).toBe(true);
  });

  it.each<[NoticeExpiry, string]>([
    ['no-reload', '2026-03-10T08:30:00.000Z'],
    ['daily', '2026-03-11T08:30:00.000Z'],
    ['weekly', '2026-03-17T08:30:00.000Z'],
    ['monthly', '2026-04-10T08:30:00.000Z'],
    ['yearly', '2027-03-10T08:30:00.000Z'],
  ])('%s: hidden 1 ms before %s, shown exactly at it and after', (expiry, boundary) => {
    const b = at(boundary).getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    if (expiry !== 'no-reload') expect(due(expiry, WATCHED, iso(b - 1))).toBe(false);
    expect(due(expiry, WATCHED, iso(b))).toBe(true);
    expect(due(expiry, WATCHED, iso(b + 1))).toBe(true);
  });

  it('no-reload shows again at once: right after closing, the next page view shows it', () => {
    expect(due('no-reload', WATCHED, WATCHED)).toBe(true);
    expect(due('no-reload', WATCHED, '2026-03-10T08:30:01.000Z')).toBe(true);
  });

  it('daily: closed at 08:30, still hidden at 23:59 and at 08:29 the next day', () => {
    expect(due('daily', WATCHED, '2026-03-10T23:59:59.999Z')).toBe(false);
    expect(due('daily', WATCHED, '2026-03-11T08:29:59.999Z')).toBe(false);
  });

  it('reads a cookie written with a time-zone offset', () => {
    expect(due('daily', '2026-03-10T16:30:00+08:00', '2026-03-11T08:29:59.999Z')).toBe(false);
    expect(due('daily', '2026-03-10T16:30:00+08:00', '2026-03-11T08:30:00.000Z')).toBe(true);
  });
});

describe('noticeCookieAttributes', () => {
  it('keeps the cookie one year on the whole site, SameSite=Lax, Secure only on https', () => {
    expect(noticeCookieAttributes('https:')).toEqual({ expires: 365, path: '/', sameSite: 'Lax', secure: true });
    expect(noticeCookieAttributes('http:')).toEqual({ expires: 365, path: '/', sameSite: 'Lax', secure: false });
  });
});
