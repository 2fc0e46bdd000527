import { analyticsCookieDomains, CONSENT_DEFAULT, consentSignals, gtmScriptUrl, isAnalyticsCookie } from '@/lib/consent/gtm';

describe('Consent Mode v2 signals', () => {
  it('denies everything by default', () => {
    expect(CONSENT_DEFAULT).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  it('grants analytics storage only with performance consent; ad signals stay denied', () => {
    expect(consentSignals(true)).toEqual({ ...CONSENT_DEFAULT, analytics_storage: 'granted' });
    expect(consentSignals(false)).toEqual(CONSENT_DEFAULT);
  });
});

describe('gtmScriptUrl', () => {
  it('loads the container from the tag host', () => {
    expect(gtmScriptUrl('GTM-ABC1234')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  });
});

describe('analytics cookies', () => {
  it.each([
    ['_ga', true],
    ['_ga_ABC123', true],
    ['_gat', false],
    ['necessary-cookies', false],
    ['x_ga', false],
  ])('%s is an analytics cookie: %s', (name, expected) => {
    expect(isAnalyticsCookie(name)).toBe(expected);
  });

  it('are removed from the host and every parent domain, never a bare suffix', () => {
    expect(analyticsCookieDomains('www.hactl.example.com')).toEqual([undefined, 'www.hactl.example.com', '.www.hactl.example.com', '.hactl.example.com', '.example.com']);
    expect(analyticsCookieDomains('127.0.0.1')).toEqual([undefined, '127.0.0.1']);
    expect(analyticsCookieDomains('localhost')).toEqual([undefined, 'localhost']);
  });
});
