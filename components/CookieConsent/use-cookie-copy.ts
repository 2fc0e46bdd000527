import { useEffect, useState } from 'react';
import type { CookieCopy } from './labels';

/** Tries after the first: a phone that lost its signal for a moment (after 1, 3 and 9 s). */
const RETRIES = 3;

async function fetchCopy(lang: string): Promise<CookieCopy> {
  for (let attempt = 0; ; attempt += 1) {
    let status = 0;
    try {
      const response = await fetch(`/api/cookie-copy/${lang}`);
      if (response.ok) return (await response.json()) as CookieCopy;
      status = response.status;
    } catch {
      // A network error (status 0): tried again.
    }
    // A 4xx answer will not change by asking again.
    if ((status >= 400 && status < 500) || attempt === RETRIES) throw new Error(`cookie copy: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000 * 3 ** attempt));
  }
}

/**
 * The words of the bar and panel in `lang`, fetched the first time `needed` is true (the bar or the
 * panel must show), null until they arrive. Network errors and 5xx answers are tried again.
 */
export function useCookieCopy(needed: boolean, lang: string): CookieCopy | null {
  const [loaded, setLoaded] = useState<{ lang: string; copy: CookieCopy } | null>(null);
  const copy = loaded?.lang === lang ? loaded.copy : null;
  useEffect(() => {
    if (!needed || copy) return;
    let live = true;
    fetchCopy(lang).then(
      (result) => live && setLoaded({ lang, copy: result }),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [needed, copy, lang]);
  return copy;
}
