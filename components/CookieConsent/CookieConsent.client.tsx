'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { consentTransition, initialConsentState, type ConsentEvent, type ConsentUiState } from '@/lib/consent';
import { useHydrated } from '@/modules/shared/useHydrated';
import Analytics from './Analytics.client';
import CookieBar from './CookieBar.client';
import CookiePanel from './CookiePanel.lazy.client';
import { readStoredConsents, writeConsentChoice } from './consent-cookies';
import { OPEN_COOKIE_SETTINGS } from './open-settings';
import { useCookieCopy } from './use-cookie-copy';

interface Props {
  /** cookiesPolicy.versionDate, epoch seconds. */
  versionDate: number;
  /** The page's language: the bar's and panel's words are fetched in it. */
  lang: string;
  /** GTM container ID; undefined loads no tag. */
  gtmId: string | undefined;
}

/**
 * The cookie bar, its preferences panel and the analytics tag (spec section 2 "Cookie bar"), driven
 * by the pure transitions of lib/consent/index.ts. Until the visitor acts, the state comes from the
 * consent cookies. The words of the bar and panel are fetched when one of them must show
 * (use-cookie-copy.ts); the bar appears once they have arrived.
 */
export default function CookieConsent({ versionDate, lang, gtmId }: Props) {
  // Cookies have no change event: they are read on each render once the page runs, and are null on
  // the server and in the hydration render, so the static HTML never contains the bar.
  const cookies = useHydrated() ? document.cookie : null;
  const fromCookies = useMemo<ConsentUiState | null>(() => {
    if (cookies === null) return null;
    const { necessary, performance } = readStoredConsents();
    return initialConsentState(necessary, performance, versionDate);
  }, [cookies, versionDate]);
  const [acted, setActed] = useState<ConsentUiState | null>(null);
  const state = acted ?? fromCookies;
  const copy = useCookieCopy(!!state && (state.barVisible || state.panelOpen), lang);

  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const focusBarOnShow = useRef(false);

  const dispatch = useCallback(
    (event: ConsentEvent) => {
      if (!state) return;
      const { state: next, store } = consentTransition(state, event);
      if (store) writeConsentChoice(store);
      // Closing the panel brings the bar back: focus returns to the button that opened the panel.
      focusBarOnShow.current = event.type === 'closePanel';
      setActed(next);
    },
    [state],
  );

  const barShown = !!state?.barVisible && copy !== null;
  useEffect(() => {
    if (barShown && focusBarOnShow.current) {
      focusBarOnShow.current = false;
      changeButtonRef.current?.focus();
    }
  }, [barShown]);

  // The footer's "Cookie preferences" reopens the panel after the visitor has chosen; closing it
  // then returns focus to that button instead of bringing the bar back.
  const fromSettings = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const open = () => {
      // A visitor who has not chosen yet keeps the spec's flow: closing brings the bar back.
      const chosen = state !== null && !state.barVisible;
      fromSettings.current = chosen && document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dispatch({ type: 'openPanel' });
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, open);
  }, [dispatch, state]);

  const onContinue = useCallback(() => dispatch({ type: 'continue' }), [dispatch]);
  const onOpenPanel = useCallback(() => dispatch({ type: 'openPanel' }), [dispatch]);
  const onClosePanel = useCallback(() => {
    const opener = fromSettings.current;
    fromSettings.current = null;
    dispatch({ type: opener ? 'closeSettings' : 'closePanel' });
    opener?.focus();
  }, [dispatch]);
  const onAccept = useCallback(() => dispatch({ type: 'accept' }), [dispatch]);
  const onDecline = useCallback(() => dispatch({ type: 'decline' }), [dispatch]);
  const onToggle = useCallback(() => dispatch({ type: 'togglePerformance' }), [dispatch]);
  const onSave = useCallback(() => dispatch({ type: 'save' }), [dispatch]);

  if (!state) return null;
  return (
    <>
      {barShown && copy && (
        <CookieBar
          html={copy.texts.stickyBarHtml}
          labels={copy.labels}
          onContinue={onContinue}
          onChangePreference={onOpenPanel}
          changeButtonRef={changeButtonRef}
        />
      )}
      {state.panelOpen && copy && (
        <CookiePanel
          texts={copy.texts}
          labels={copy.labels}
          performance={state.performance}
          onClose={onClosePanel}
          onAccept={onAccept}
          onDecline={onDecline}
          onTogglePerformance={onToggle}
          onSave={onSave}
        />
      )}
      <Analytics containerId={gtmId} granted={state.savedPerformance} />
    </>
  );
}
