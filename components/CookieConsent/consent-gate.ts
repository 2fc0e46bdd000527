import { shouldShowBar } from '@/lib/consent';
import { CONSENT_SAVED, readStoredConsents } from './consent-cookies';

/**
 * One question at a time on a first visit: the important-notice popup waits until the cookie bar
 * has its answer (docs/product.md, "Cookie consent and analytics"). Both on a phone covered
 * the screen, and the modal popup made the bar behind it unusable.
 *
 * The layout writes cookiesPolicy.versionDate on <body> (CONSENT_VERSION_ATTRIBUTE) when the site
 * has a cookie bar; writeConsentChoice (consent-cookies.ts) announces every saved answer with
 * CONSENT_SAVED.
 */
export const CONSENT_VERSION_ATTRIBUTE = 'data-consent-version';

/** True while the cookie bar is waiting for the visitor's answer (spec section 4, "Cookie bar"). */
export function consentPending(): boolean {
  const raw = document.body.getAttribute(CONSENT_VERSION_ATTRIBUTE);
  if (raw === null) return false;
  const versionDate = Number(raw);
  return shouldShowBar(readStoredConsents().necessary, Number.isFinite(versionDate) ? versionDate : 0);
}

/** Runs `callback` once no consent question is pending: at once, or when the answer is saved. Returns a cancel function. */
export function whenConsentSettled(callback: () => void): () => void {
  if (!consentPending()) {
    callback();
    return () => {};
  }
  const onSaved = () => {
    if (consentPending()) return;
    window.removeEventListener(CONSENT_SAVED, onSaved);
    callback();
  };
  window.addEventListener(CONSENT_SAVED, onSaved);
  return () => window.removeEventListener(CONSENT_SAVED, onSaved);
}
