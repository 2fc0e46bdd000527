/**
 * Which sessions of an IATA course a visitor may still choose: those that start on or after today
 * in Hong Kong, where the courses run. Pages are cached, so the course page and the application
 * form apply this again in the browser, and a cached page never offers a past date.
 */
export interface Session {
  date: string;
  seats?: number | null;
}

/** Today's date in Hong Kong as YYYY-MM-DD. */
export function hongKongToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The sessions from today on, earliest first. ISO dates sort as plain strings: `localeCompare`
 * would start ICU's collator in the browser, 10-20 ms in the middle of hydrating the course page.
 */
export function upcomingSessions<T extends Session>(sessions: readonly T[], now: Date = new Date()): T[] {
  const today = hongKongToday(now);
  return sessions.filter((s) => s.date.slice(0, 10) >= today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The next session's date (YYYY-MM-DD), or undefined when none is scheduled. */
export function nextSessionDate(sessions: readonly Session[], now: Date = new Date()): string | undefined {
  return upcomingSessions(sessions, now)[0]?.date.slice(0, 10);
}
