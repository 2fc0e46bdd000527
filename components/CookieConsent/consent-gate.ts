import { shouldShowBar } from '@/lib/consent';
import { readStoredConsents } from './consent-cookies';

/**
 * One layer per page view: the important-notice popup never opens in a page view in which the
 * cookie bar asks its question (docs/product.md, "Cookie consent and analytics"). Both at once
 * covered a phone's screen and the modal popup made the bar behind it unusable; the popup opening
 * the moment Continue was pressed put a second pop-up over the hero straight after the first. So a
 * first-time visitor answers the bar and reads the page; the popup, still due (no watched-time
 * cookie), opens on their next view of a page that has it, and the header's notices icon reaches
 * the notices meanwhile.
 *
 * The layout writes cookiesPolicy.versionDate on <body> (CONSENT_VERSION_ATTRIBUTE) when the site
 * has a cookie bar.
 */
export const CONSENT_VERSION_ATTRIBUTE = 'data-consent-version';

/** True while the cookie bar is waiting for the visitor's answer (spec section 4, "Cookie bar"). */
export function consentPending(): boolean {
  const raw = document.body.getAttribute(CONSENT_VERSION_ATTRIBUTE);
  if (raw === null) return false;
  const versionDate = Number(raw);
  return shouldShowBar(readStoredConsents().necessary, Number.isFinite(versionDate) ? versionDate : 0);
}
