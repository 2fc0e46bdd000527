'use client';

import { useLocale } from 'next-intl';
import { hrefOf } from '@/lib/routing/href';
import SearchResultItem, { type SearchResultItemData } from '../shared/SearchResultItem';
import styles from './SearchResults.module.css';

/**
 * A hit's address: the search index names each page by its canonical path below the language
 * (lib/search/documents.ts, '/about-us/' or '/stories/x'), which is the address the page is served
 * at once the language is put in front. Forming it with the route table instead (SmartLink, as the
 * server list does) brought the table into the search page's JavaScript (2.2 KB gzip); a CMS that
 * answered with a redirect row's path would cost its link one redirect, nothing more.
 */
function addressOf(lang: string, url: string): string {
  return hrefOf(lang, url.replace(/^\/+/, ''));
}

interface Props {
  items: readonly SearchResultItemData[];
  /** Results above these (the server-rendered first page): the list's numbering goes on from them. */
  shown: number;
  keyword: string;
  labelledBy: string;
  linkRef: (index: number, el: HTMLAnchorElement | null) => void;
}

/**
 * The hits "More results" fetched, marked like the server's list. A chunk of its own, imported with
 * the first fetch (SearchMore.client.tsx): the keyword marking matches as the search ranks (stemming,
 * Chinese substrings) and was 1.5 KB gzip of the search page's first visit, which shows no such list.
 */
export default function MoreResults({ items, shown, keyword, labelledBy, linkRef }: Props) {
  const lang = useLocale();
  return (
    <ol className={styles.results} start={shown + 1} aria-labelledby={labelledBy}>
      {items.map((item, i) => (
        <SearchResultItem key={`${item.url}-${i}`} item={item} href={addressOf(lang, item.url)} keyword={keyword} linkRef={(el) => linkRef(i, el)} />
      ))}
    </ol>
  );
}
