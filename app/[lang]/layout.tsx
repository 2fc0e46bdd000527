import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import CookieConsent from '@/components/CookieConsent/CookieConsent.client';
import { CONSENT_VERSION_ATTRIBUTE } from '@/components/CookieConsent/consent-gate';
import Footer from '@/components/Footer/Footer';
import Header from '@/components/Header/Header';
import InAppNavigation from '@/components/InAppNavigation.client';
import NavigationLoader from '@/components/NavigationLoader.client';
import PreviewBadge from '@/components/PreviewBadge.lazy.client';
import RouteEffects from '@/components/RouteEffects.client';
import { SiteStateProvider } from '@/components/SiteState.client';
import SkipLink from '@/components/SkipLink';
import { loadGlobalData, type GlobalData } from '@/lib/content';
import { env } from '@/lib/server/env';
import { HTML_LANG, LANGS, SITE_NAME, isLang } from '@/lib/i18n';
import { CHROME_MESSAGES, pickMessages } from '@/lib/i18n/messages';
import { currentPreview } from '@/lib/preview';
import { routeFlags } from '@/lib/routing/routes';
import '../globals.css';

export function generateStaticParams() {
  return LANGS.map((lang) => ({ lang }));
}

// Only the three languages exist: proxy.ts sends anything else to /{lang}/404 before it gets here,
// and the layout answers notFound() for a stray one. (A `dynamicParams = false` here would also
// apply to the page's own dynamic ids, which must render on demand.)

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b3d6e',
};

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  return {
    metadataBase: new URL(env.siteUrl),
    title: SITE_NAME[lang],
    applicationName: SITE_NAME[lang],
    icons: { icon: '/icon.svg' },
  };
}

/**
 * The chrome around every page: global config loads first (spec "App loading"); the page renders
 * inside it. A config failure leaves the chrome empty and the page answers the localized 404.
 */
export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'common' });
  const clientMessages = pickMessages(await getMessages({ locale: lang }), CHROME_MESSAGES);

  // What the chrome's client components need of the route table, so the table stays on the server.
  const flags = routeFlags();
  const preview = await currentPreview();
  let global: GlobalData | null = null;
  try {
    global = await loadGlobalData(lang, preview.active ? preview.fetch : undefined);
  } catch {
    global = null;
  }

  return (
    <html lang={HTML_LANG[lang]}>
      {/* The cookie policy's version: the notice popup waits for a current consent (consent-gate.ts). */}
      <body {...{ [CONSENT_VERSION_ATTRIBUTE]: global?.cookiesPolicy ? String(global.cookiesPolicy.versionDate) : undefined }}>
        <NextIntlClientProvider messages={clientMessages}>
          <SiteStateProvider>
            <SkipLink />
            {/* Early in the DOM so keyboard and screen reader users meet the consent question first. */}
            {global?.cookiesPolicy && <CookieConsent versionDate={global.cookiesPolicy.versionDate} lang={lang} gtmId={env.gtmId} />}
            {global && (
              <Header
                lang={lang}
                header={global.header}
                quickLinks={global.quickLinks}
                importantNoticeLink={global.siteContent.importantNoticeLink}
                languages={global.siteContent.languages}
                logoAlt={`${SITE_NAME[lang]} – ${t('home')}`}
                transparentPaths={flags.transparentHeader}
                landingPaths={flags.landing}
              />
            )}
            {/*
              No Suspense boundary around the page: React would stream a boundary this large apart
              from the shell and reveal it up to 300 ms after first paint (the LCP of every page).
              A page that is not found renders its 404 itself (app/[lang]/not-found-page.tsx).
            */}
            {children}
            <NavigationLoader />
            {global?.footer && <Footer lang={lang} footer={global.footer} header={global.header} quickLinks={global.quickLinks} />}
            <RouteEffects noScrollResetPaths={flags.noScrollReset} />
            <InAppNavigation redirectPaths={flags.redirect} />
            {preview.active && <PreviewBadge />}
          </SiteStateProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
