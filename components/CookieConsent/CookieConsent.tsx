import { useTranslations } from 'next-intl';
import RichText from '@/components/RichText';
import type { CookiesPolicy } from '@/lib/content/contract';
import CookieConsentClient from './CookieConsentClient.client';
import type { CookieLabels } from './labels';

interface Props {
  policy: CookiesPolicy;
  /** Global data dictionary: `cookies.*` keys label the buttons. */
  dictionary: Record<string, string>;
  /** GTM container ID (GTM_ID); undefined loads no tag. */
  gtmId: string | undefined;
}

/**
 * The cookie bar and preferences panel (spec section 2 "Cookie bar"): texts from the CMS
 * cookiesPolicy, rich text sanitized here on the server, and the client island that decides.
 */
export default function CookieConsent({ policy, dictionary, gtmId }: Props) {
  const t = useTranslations('cookies');
  // The CMS dictionary key is "cookies." + the messages key, so a missing entry falls back cleanly.
  const label = (key: string): string => dictionary[`cookies.${key}`]?.trim() || t(key);
  const labels: CookieLabels = {
    region: label('label.region'),
    continue: label('btn.continue'),
    changePreference: label('btn.change-cookie-preference'),
    close: label('btn.close'),
    accept: label('btn.accept-cookies'),
    decline: label('btn.decline-cookies'),
    required: label('label.required'),
    save: label('btn.save-preferences'),
    performanceToggle: label('label.performance-toggle'),
  };
  const { cookiesUsage, cookiesPreferences } = policy.banner;

  return (
    <CookieConsentClient
      versionDate={policy.versionDate}
      labels={labels}
      gtmId={gtmId}
      texts={{
        stickyBar: <RichText html={policy.stickyBar} />,
        usageTitle: cookiesUsage.title,
        usageDescription: <RichText html={cookiesUsage.description} />,
        preferencesTitle: cookiesPreferences.title,
        necessaryTitle: cookiesPreferences.necessaryCookies.title,
        necessaryDescription: <RichText html={cookiesPreferences.necessaryCookies.description} />,
        // "performatnce" is the CMS contract's own spelling.
        performanceTitle: cookiesPreferences.performatnceCookies.title,
        performanceDescription: <RichText html={cookiesPreferences.performatnceCookies.description} />,
      }}
    />
  );
}
