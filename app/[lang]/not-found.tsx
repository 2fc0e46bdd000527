import { getLocale } from 'next-intl/server';
import { DEFAULT_LANG, isLang } from '@/lib/i18n';
import { NotFoundContent } from './not-found-page';

/** The localized 404 (HTTP 404) of whatever calls notFound() below the language layout. */
export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundContent lang={isLang(locale) ? locale : DEFAULT_LANG} />;
}
