import { normalizeLang, type Lang } from '@/lib/i18n';

/**
 * The same page in another language: the first path segment (the language) is swapped; the rest of
 * the path and the suffix (query string and hash, e.g. '?page=2#list') are kept.
 * '/en/about-us/leadership' -> '/zh-hk/about-us/leadership'.
 */
export function switchLanguagePath(pathname: string, lang: Lang, suffix = ''): string {
  const segments = (pathname.startsWith('/') ? pathname : `/${pathname}`).split('/');
  // segments[0] is '' (the path starts with '/'); segments[1] is the language when there is one.
  if (normalizeLang(segments[1])) segments[1] = lang;
  else segments.splice(1, segments[1] === '' ? 1 : 0, lang);
  return `${segments.join('/')}${suffix}`;
}
