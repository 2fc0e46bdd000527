import PlainLink from '@/components/PlainLink';
import { highlight, markRanges, matchRanges } from './highlight';
import { keepChineseWords } from './keepWords';
import styles from '../SearchResults/SearchResults.module.css';

export interface SearchResultItemData {
  url: string;
  title: string;
  snippet: string;
}

/**
 * One hit: its title linked, the snippet below, the keyword marked in both. Shared by the server
 * list (first page) and the client "more results" island, so both look the same. `href` is the
 * address already formed: the server list forms it with the route table (localizeHref), the island
 * without it (../SearchResults/MoreResults.client.tsx says why).
 */
export default function SearchResultItem({ item, href, keyword, linkRef }: { item: SearchResultItemData; href: string; keyword: string; linkRef?: (el: HTMLAnchorElement | null) => void }) {
  // keepChineseWords only turns a space into a no-break space, so offsets in the title hold in its pieces
  const titleMatches = matchRanges(item.title, keyword);
  return (
    <li className={styles.result}>
      <h3 className={styles.title}>
        <PlainLink href={href} className={styles.link} ref={linkRef}>
          {keepChineseWords(item.title, (words, from) => markRanges(words, titleMatches, styles.mark, from))}
        </PlainLink>
      </h3>
      {item.snippet && <p className={styles.snippet}>{highlight(item.snippet, keyword, styles.mark)}</p>}
    </li>
  );
}
