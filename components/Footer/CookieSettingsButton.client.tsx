'use client';

import { preloadCookiePanel } from '@/components/CookieConsent/CookiePanel.lazy.client';
import { openCookieSettings } from '@/components/CookieConsent/open-settings';

/** Lets a visitor change or withdraw cookie consent at any time, not only on the first visit. */
export default function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings} onPointerEnter={preloadCookiePanel} onFocus={preloadCookiePanel}>
      {label}
    </button>
  );
}
