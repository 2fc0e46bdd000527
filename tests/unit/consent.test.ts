import {
  CONSENT_COOKIE_MAX_LENGTH,
  consentCookieAttributes,
  consentTransition,
  hasPerformanceConsent,
  initialConsentState,
  parseConsentCookie,
  serializeConsent,
  shouldShowBar,
  type ConsentUiState,
  type StoredConsent,
} from '@/lib/consent';

const NOW = 1_780_000_000;
const VERSION = 1_767_196_800;

describe('parseConsentCookie', () => {
  it('reads what serializeConsent writes', () => {
    expect(parseConsentCookie(serializeConsent(true, NOW), NOW)).toEqual({ consent: true, timestamp: NOW });
    expect(parseConsentCookie(serializeConsent(false, NOW - 10), NOW)).toEqual({ consent: false, timestamp: NOW - 10 });
  });

  it('writes integer seconds', () => {
    expect(serializeConsent(true, NOW + 0.9)).toBe(`{"consent":true,"timestamp":${NOW}}`);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not JSON', 'yes'],
    ['truncated', '{"consent":true,"timest'],
    ['truncated after the value', `{"consent":true,"timestamp":${NOW}`],
    ['a JSON string', '"true"'],
    ['a JSON array', `[true,${NOW}]`],
    ['JSON null', 'null'],
    ['consent as a string', `{"consent":"true","timestamp":${NOW}}`],
    ['consent as a number', `{"consent":1,"timestamp":${NOW}}`],
    ['timestamp as a string', `{"consent":true,"timestamp":"${NOW}"}`],
    ['fractional timestamp', `{"consent":true,"timestamp":${NOW}.5}`],
    ['negative timestamp', '{"consent":true,"timestamp":-1}'],
    ['missing timestamp', '{"consent":true}'],
    ['missing consent', `{"timestamp":${NOW}}`],
    ['an extra field', `{"consent":true,"timestamp":${NOW},"x":1}`],
    ['future-dated', `{"consent":true,"timestamp":${NOW + 1}}`],
    ['milliseconds (far future)', `{"consent":true,"timestamp":${NOW * 1000}}`],
    ['oversized', `{"consent":true,"timestamp":${NOW}}${' '.repeat(CONSENT_COOKIE_MAX_LENGTH)}`],
  ])('treats a %s value as no consent', (_case, raw) => {
    expect(parseConsentCookie(raw, NOW)).toBeNull();
  });

  it('accepts a value exactly at the length limit', () => {
    const value = `{"consent":true,"timestamp":${NOW}}`;
    const padded = value.padEnd(CONSENT_COOKIE_MAX_LENGTH, ' ');
    expect(padded).toHaveLength(CONSENT_COOKIE_MAX_LENGTH);
    expect(parseConsentCookie(padded, NOW)).toEqual({ consent: true, timestamp: NOW });
  });
});

describe('consentCookieAttributes', () => {
  it('path /, one year, SameSite=Lax, Secure on https only', () => {
    expect(consentCookieAttributes('https:')).toEqual({ path: '/', expires: 365, sameSite: 'Lax', secure: true });
    expect(consentCookieAttributes('http:')).toEqual({ path: '/', expires: 365, sameSite: 'Lax', secure: false });
  });
});

describe('shouldShowBar', () => {
  const yes = (timestamp: number): StoredConsent => ({ consent: true, timestamp });

  it('shows without a consent', () => {
    expect(shouldShowBar(null, VERSION)).toBe(true);
  });

  it('hides with a true consent given at or after versionDate', () => {
    expect(shouldShowBar(yes(VERSION), VERSION)).toBe(false);
    expect(shouldShowBar(yes(VERSION + 1), VERSION)).toBe(false);
  });

  it('asks again when versionDate is newer than the stored timestamp', () => {
    expect(shouldShowBar(yes(VERSION - 1), VERSION)).toBe(true);
  });

  it('shows when the necessary consent is false', () => {
    expect(shouldShowBar({ consent: false, timestamp: NOW }, VERSION)).toBe(true);
  });
});

describe('hasPerformanceConsent', () => {
  const necessary: StoredConsent = { consent: true, timestamp: NOW };

  it('needs a current true performance consent and a settled bar', () => {
    expect(hasPerformanceConsent(necessary, { consent: true, timestamp: NOW }, VERSION)).toBe(true);
    expect(hasPerformanceConsent(necessary, { consent: false, timestamp: NOW }, VERSION)).toBe(false);
    expect(hasPerformanceConsent(necessary, null, VERSION)).toBe(false);
    expect(hasPerformanceConsent(null, { consent: true, timestamp: NOW }, VERSION)).toBe(false);
  });

  it('does not count a performance consent older than versionDate', () => {
    expect(hasPerformanceConsent(necessary, { consent: true, timestamp: VERSION - 1 }, VERSION)).toBe(false);
  });
});

describe('initialConsentState', () => {
  it('first visit: bar shown, panel closed, performance off', () => {
    expect(initialConsentState(null, null, VERSION)).toEqual({ barVisible: true, panelOpen: false, performance: false, savedPerformance: false });
  });

  it('returning visitor with performance consent: bar hidden, analytics on', () => {
    const c: StoredConsent = { consent: true, timestamp: NOW };
    expect(initialConsentState(c, c, VERSION)).toEqual({ barVisible: false, panelOpen: false, performance: true, savedPerformance: true });
  });
});

describe('consentTransition', () => {
  const first: ConsentUiState = { barVisible: true, panelOpen: false, performance: false, savedPerformance: false };
  const panel: ConsentUiState = { barVisible: false, panelOpen: true, performance: false, savedPerformance: false };

  it('continue stores both consents with the current choice and hides bar and panel', () => {
    expect(consentTransition(first, { type: 'continue' })).toEqual({
      state: { barVisible: false, panelOpen: false, performance: false, savedPerformance: false },
      store: { necessary: true, performance: false },
    });
  });

  it('change preference opens the panel and hides the bar', () => {
    expect(consentTransition(first, { type: 'openPanel' })).toEqual({ state: panel, store: null });
  });

  it('closing the panel shows the bar again and forgets an unsaved toggle', () => {
    const toggled = consentTransition(panel, { type: 'togglePerformance' }).state;
    expect(consentTransition(toggled, { type: 'closePanel' })).toEqual({ state: first, store: null });
  });

  it('closing a panel reopened from the footer hides it without the bar and forgets an unsaved toggle', () => {
    const chosen: ConsentUiState = { barVisible: false, panelOpen: false, performance: true, savedPerformance: true };
    const reopened = consentTransition(chosen, { type: 'openPanel' }).state;
    const toggled = consentTransition(reopened, { type: 'togglePerformance' }).state;
    expect(consentTransition(toggled, { type: 'closeSettings' })).toEqual({ state: chosen, store: null });
  });

  it('the toggle flips only the performance choice and stores nothing', () => {
    const on = consentTransition(panel, { type: 'togglePerformance' });
    expect(on).toEqual({ state: { ...panel, performance: true }, store: null });
    expect(consentTransition(on.state, { type: 'togglePerformance' }).state).toEqual(panel);
  });

  it('save stores both consents with the toggle and hides bar and panel', () => {
    const on = consentTransition(panel, { type: 'togglePerformance' }).state;
    expect(consentTransition(on, { type: 'save' })).toEqual({
      state: { barVisible: false, panelOpen: false, performance: true, savedPerformance: true },
      store: { necessary: true, performance: true },
    });
  });

  it('accept sets both true and saves, whatever the toggle says', () => {
    expect(consentTransition(panel, { type: 'accept' })).toEqual({
      state: { barVisible: false, panelOpen: false, performance: true, savedPerformance: true },
      store: { necessary: true, performance: true },
    });
  });

  it('decline sets necessary true and performance false and saves, withdrawing an earlier yes', () => {
    const granted: ConsentUiState = { barVisible: false, panelOpen: true, performance: true, savedPerformance: true };
    expect(consentTransition(granted, { type: 'decline' })).toEqual({
      state: { barVisible: false, panelOpen: false, performance: false, savedPerformance: false },
      store: { necessary: true, performance: false },
    });
  });
});
