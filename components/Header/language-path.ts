import { normalizeLang, type Lang } from '@/lib/i18n';
import { pageHref, pageMatch } from '@/lib/routing/links';
import { pagePathname } from '@/lib/routing/list-view';
import { hrefOf } from '@/lib/routing/routes';

/**
 * The same page in another language: the path below the language is formed again for `lang` by
 * lib/routing/links.ts (so a landing keeps its trailing slash even though Next reports the path without
 * it); the suffix (query string and hash, e.g. '?year=2026#list') is kept, except a list view
 * (?page=N, ?tag=X: lib/routing/list-view.ts), which names a page or a word of this language's list.
 * '/en/about-us/leadership' -> '/zh-hk/about-us/leadership'; '/en/about-us' -> '/zh-hk/about-us/'.
 *
 * The not-found page links the other languages' home pages: its address names no page in any
 * language. Both forms of its path agree on that (the server renders the /{lang}/404 route that
 * proxy.ts rewrote to, the browser reads the address typed), as they do on a list view's path
 * (lib/routing/list-view.ts), so the link is the same in the server HTML and after hydration.
 */
export function switchLanguagePath(pathname: string, lang: Lang, suffix = ''): string {
  const segments = pagePathname(pathname).split('/').filter(Boolean);
  const below = (normalizeLang(segments[0]) ? segments.slice(1) : segments).join('/');
  const match = pageMatch(below);
  if (!match || match.route.name === '404') return hrefOf(lang, '');
  return `${pageHref(lang, below)}${withoutListView(suffix)}`;
}

function withoutListView(suffix: string): string {
  const hashAt = suffix.indexOf('#');
  const query = hashAt === -1 ? suffix : suffix.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : suffix.slice(hashAt);
  const params = new URLSearchParams(query);
  if (!params.has('page') && !params.has('tag')) return suffix;
  params.delete('page');
  params.delete('tag');
  const rest = params.toString();
  return `${rest ? `?${rest}` : ''}${hash}`;
}
