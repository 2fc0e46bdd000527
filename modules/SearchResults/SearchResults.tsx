import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import { localeCodeOf, type Lang } from '@/lib/i18n';
import { localizeHref } from '@/lib/routing/links';
import { searchPath } from '@/lib/search/search-path';
import { SEARCH_KEYWORD_MAX } from '@/lib/search/query';
import type { ModuleContent } from '../schemas';
import SearchMore from './SearchMore.lazy.client';
import SearchResultItem from '../shared/SearchResultItem';
import { cx } from '../shared/format';
import searchField from '@/components/SearchField.module.css';
import ui from '../shared/ui.module.css';
import styles from './SearchResults.module.css';
import IslandMessages from '@/components/IslandMessages';

/** Pages worth offering when a search finds nothing (paths below /{lang}). */
const HELP_LINKS = [
  { key: 'linkHome', href: '/' },
  { key: 'linkServices', href: '/services/' },
  { key: 'linkContact', href: '/contact-us' },
] as const;

function Help() {
  const t = useTranslations('modules.search');
  const lang = useLocale() as Lang;
  // An array in the messages files; precompiled messages (next.config.mjs) keep it as { '0': …, '1': … }.
  const suggestions = Object.values(t.raw('suggestions') as Record<string, string> | string[]);
  return (
    <div className={styles.help}>
      <p className={styles.helpTitle}>{t('suggestionsTitle')}</p>
      <ul className={cx(ui.row, styles.chips)}>
        {suggestions.map((word) => {
          const href = searchPath(lang, word);
          return href ? (
            <li key={word}>
              <a href={href} className={cx(ui.chip, styles.chip)}>
                {word}
              </a>
            </li>
          ) : null;
        })}
      </ul>
      <p className={styles.helpTitle}>{t('linksTitle')}</p>
      <ul className={cx(ui.row, styles.links)}>
        {HELP_LINKS.map((link) => (
          <li key={link.key}>
            <SmartLink href={link.href}>{t(link.key)}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The box to refine or change the search, prefilled with the keyword. A plain GET form, so it works
 * before the page's script runs (or without it): lib/routing/proxy-rules.ts sends /{lang}/search?q=… on to
 * the results path.
 */
function RefineSearch({ keyword, lang }: { keyword: string; lang: Lang }) {
  const t = useTranslations('header');
  const inputId = useId();
  return (
    <form role="search" aria-label={t('search')} action={`/${lang}/search`} method="get" className={styles.refine}>
      <label htmlFor={inputId} className={styles.refineLabel}>
        {t('searchLabel')}
      </label>
      <div className={cx(searchField.row, styles.refineRow)}>
        <input id={inputId} className={cx(searchField.input, styles.refineInput)} type="search" name="q" defaultValue={keyword} required maxLength={SEARCH_KEYWORD_MAX} enterKeyHint="search" autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          {t('search')}
        </button>
      </div>
    </form>
  );
}

/**
 * Search results (filled in by the backend, one page at a time): a box to refine the search, a count line echoing the keyword
 * as text, the first page of hits with the keyword marked, a "more results" button for the rest,
 * or a helpful empty state with suggested searches and links.
 */
export default function SearchResults({ content, lang }: { content: ModuleContent<'searchResults'>; lang: Lang }) {
  const t = useTranslations('modules');
  // The count line names the result lists for screen readers ("12 results for “cargo”").
  const countId = useId();
  const keyword = content.keyword.trim();
  const { items, page, pageSize } = content;
  const total = Math.max(content.total, items.length);

  if (!keyword) {
    return (
      <section className="section">
        <div className="container">
          <RefineSearch keyword="" lang={lang} />
          <div className={styles.empty}>
            <p>{t('search.prompt')}</p>
            <Help />
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="section">
      <div className="container">
        <RefineSearch keyword={keyword} lang={lang} />
        <h2 className={styles.count} id={countId}>
          {t.rich('search.count', { count: total, keyword, kw: (chunks) => <span className={styles.keyword}>{chunks}</span> })}
        </h2>
        {content.truncated && <p className={styles.notice}>{t('search.truncated', { max: SEARCH_KEYWORD_MAX })}</p>}
        {items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('search.empty')}</p>
            <ul className={styles.tips}>
              <li>{t('search.tipSpelling')}</li>
              <li>{t('search.tipFewer')}</li>
              <li>{t('search.tipOtherLanguage')}</li>
            </ul>
            <Help />
          </div>
        ) : (
          <>
            <ol className={styles.results} start={(page - 1) * pageSize + 1} aria-labelledby={countId}>
              {items.map((item, i) => (
                <SearchResultItem key={`${item.url}-${i}`} item={item} href={localizeHref(item.url, lang)} keyword={keyword} />
              ))}
            </ol>
            {page === 1 && (
              <IslandMessages island="searchMore">
                <SearchMore code={localeCodeOf(lang)} keyword={keyword} shown={items.length} pageSize={pageSize} total={total} labelledBy={countId} />
              </IslandMessages>
            )}
          </>
        )}
      </div>
    </section>
  );
}
