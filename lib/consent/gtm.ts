/**
 * Google Tag Manager with Consent Mode v2, as data: the consent commands, the container URL and the
 * names and domains of the analytics cookies to remove. components/CookieConsent/Analytics.client.tsx
 * applies them in the browser.
 */

const GTM_ORIGIN = 'https://www.googletagmanager.com';

export function gtmScriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

type ConsentValue = 'granted' | 'denied';

/** The four signals of Consent Mode v2. */
export interface ConsentSignals {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

/** Before any choice everything is denied. */
export const CONSENT_DEFAULT: ConsentSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** Performance consent grants analytics storage only: the site asks nothing about advertising. */
export function consentSignals(performance: boolean): ConsentSignals {
  return { ...CONSENT_DEFAULT, analytics_storage: performance ? 'granted' : 'denied' };
}

/** Google Analytics' own cookies: `_ga` and `_ga_<container>`. */
export function isAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_');
}

/**
 * The domains an analytics cookie may have been set on for this host: host-only (undefined), the
 * host itself and every parent domain, since Google Analytics writes to the widest one it can.
 */
export function analyticsCookieDomains(hostname: string): (string | undefined)[] {
  const host = hostname.toLowerCase();
  const isIp = /^[\d.]+$/.test(host) || host.includes(':');
  if (isIp || !host.includes('.')) return [undefined, host];
  const labels = host.split('.');
  const parents = labels.slice(1, -1).map((_, i) => `.${labels.slice(i + 1).join('.')}`);
  return [undefined, host, `.${host}`, ...parents];
}
