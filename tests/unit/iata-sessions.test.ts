import { hongKongToday, nextSessionDate, upcomingSessions } from '@/lib/content/iata-sessions';

describe('IATA course sessions', () => {
  const sessions = [{ date: '2027-03-08' }, { date: '2026-09-15' }, { date: '2026-11-26', seats: 4 }];

  it('offers only sessions from today on in Hong Kong, earliest first', () => {
    // 25 Nov 2026 18:00 UTC is already 26 Nov in Hong Kong.
    const now = new Date('2026-11-25T18:00:00Z');
    expect(hongKongToday(now)).toBe('2026-11-26');
    expect(upcomingSessions(sessions, now).map((s) => s.date)).toEqual(['2026-11-26', '2027-03-08']);
    expect(nextSessionDate(sessions, now)).toBe('2026-11-26');
  });

  it('has no next session once every date has passed', () => {
    expect(nextSessionDate(sessions, new Date('2027-04-01T00:00:00Z'))).toBeUndefined();
  });
});
