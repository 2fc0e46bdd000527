import { getLocale } from 'next-intl/server';
import { loadPage } from '@/lib/content';
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n';
import { RenderModules } from '@/modules/registry';
import { routeByName } from '@/lib/routes';
import NotFoundFallback from './not-found-fallback';

/**
 * The localized 404 (HTTP 404): content of the /404 route of the current language, or, when even
 * that cannot be loaded, a plain built-in message from the messages files.
 */
export default async function NotFound() {
  const locale = await getLocale();
  const lang: Lang = isLang(locale) ? locale : DEFAULT_LANG;
  let entries = null;
  try {
    entries = (await loadPage(lang, '/404')).data.pageContent;
  } catch {
    entries = null;
  }
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: 'var(--header-total)', minHeight: '60vh', outline: 'none' }}>
      {entries ? <RenderModules entries={entries} lang={lang} preview={false} route={routeByName('404')} /> : <NotFoundFallback />}
    </main>
  );
}
