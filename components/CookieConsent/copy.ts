import 'server-only';
import type { CookiesPolicy } from '@/lib/content/contract';
import { sanitizeRichText } from '@/lib/content/sanitize';
import type { Lang } from '@/lib/i18n';
import type { CookieCopy } from './labels';

/**
 * The words of the cookie bar and panel for one language (spec section 2 "Cookie bar"): texts from
 * the CMS cookiesPolicy, labels from the CMS dictionary where it has them. `t` translates a key of
 * messages/{lang}/cookies.json, the fallback of a missing dictionary entry. The rich texts are
 * sanitized as RichText does; they are short paragraphs, so no table gets RichText's scroll region.
 */
export function cookieCopy(policy: CookiesPolicy, dictionary: Record<string, string>, lang: Lang, t: (key: string) => string): CookieCopy {
  // The CMS dictionary key is "cookies." + the messages key, so a missing entry falls back cleanly.
  const label = (key: string): string => dictionary[`cookies.${key}`]?.trim() || t(key);
  const rich = (html: string) => sanitizeRichText(html, lang);
  const { cookiesUsage, cookiesPreferences } = policy.banner;
  return {
    labels: {
      region: label('label.region'),
      continue: label('btn.continue'),
      changePreference: label('btn.change-cookie-preference'),
      close: label('btn.close'),
      accept: label('btn.accept-cookies'),
      decline: label('btn.decline-cookies'),
      required: label('label.required'),
      save: label('btn.save-preferences'),
      performanceToggle: label('label.performance-toggle'),
    },
    texts: {
      stickyBarHtml: rich(policy.stickyBar),
      usageTitle: cookiesUsage.title,
      usageDescriptionHtml: rich(cookiesUsage.description),
      preferencesTitle: cookiesPreferences.title,
      necessaryTitle: cookiesPreferences.necessaryCookies.title,
      necessaryDescriptionHtml: rich(cookiesPreferences.necessaryCookies.description),
      // "performatnce" is the CMS contract's own spelling.
      performanceTitle: cookiesPreferences.performatnceCookies.title,
      performanceDescriptionHtml: rich(cookiesPreferences.performatnceCookies.description),
    },
  };
}
