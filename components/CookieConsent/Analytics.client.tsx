'use client';

import Cookies from 'js-cookie';
import { useEffect, useRef } from 'react';
import { analyticsCookieDomains, CONSENT_DEFAULT, consentSignals, gtmScriptUrl, isAnalyticsCookie } from '@/lib/consent/gtm';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function gtag(..._args: unknown[]): void {
  // Consent Mode reads commands only as Arguments objects, exactly as Google's snippet pushes them.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

function isConsentDefault(entry: unknown): boolean {
  const args = entry as ArrayLike<unknown> | null;
  return typeof args === 'object' && args !== null && args[0] === 'consent' && args[1] === 'default';
}

/** The default (everything denied) goes first, once per page, before any update or the container. */
function sendConsentDefault(): void {
  if (window.dataLayer?.some(isConsentDefault)) return;
  gtag('consent', 'default', { ...CONSENT_DEFAULT });
}

function loadContainer(containerId: string): void {
  if (document.querySelector('script[data-gtm-container]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  // An external script element, not inline code, so a Content-Security-Policy without
  // 'unsafe-inline' only has to allow the tag host.
  const script = document.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(containerId);
  script.dataset.gtmContainer = containerId;
  document.head.appendChild(script);
}

function removeAnalyticsCookies(): void {
  const names = Object.keys(Cookies.get()).filter(isAnalyticsCookie);
  for (const name of names) {
    for (const domain of analyticsCookieDomains(window.location.hostname)) {
      Cookies.remove(name, domain ? { path: '/', domain } : { path: '/' });
    }
  }
}

interface Props {
  /** GTM container ID from the GTM_ID setting; undefined loads no tag at all. */
  containerId: string | undefined;
  /** The performance consent in force. */
  granted: boolean;
}

/**
 * Google Tag Manager under Consent Mode v2: all signals denied by default, analytics storage granted
 * only with performance consent, advertising signals always denied. The container script is added
 * only once consent is given, so nothing reaches the tag host before. Withdrawing consent sends a
 * denied update and removes the Google Analytics cookies (also done whenever consent is missing).
 */
export default function Analytics({ containerId, granted }: Props) {
  const wasGranted = useRef(false);

  useEffect(() => {
    if (!granted) removeAnalyticsCookies();
    if (!containerId) return;
    sendConsentDefault();
    if (granted) {
      gtag('consent', 'update', consentSignals(true));
      loadContainer(containerId);
    } else if (wasGranted.current) {
      gtag('consent', 'update', consentSignals(false));
    }
    wasGranted.current = granted;
  }, [containerId, granted]);

  return null;
}
