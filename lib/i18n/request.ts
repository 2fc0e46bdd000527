import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG, normalizeLang } from '.';
import { loadMessages } from './messages';

/** next-intl: messages for the language of the request (the [lang] segment). */
export default getRequestConfig(async ({ requestLocale }) => {
  const lang = normalizeLang(await requestLocale) ?? DEFAULT_LANG;
  return { locale: lang, messages: await loadMessages(lang), timeZone: 'Asia/Hong_Kong' };
});
