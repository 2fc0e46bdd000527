import SmartLink from '@/components/SmartLink';
import { highlight } from './highlight';
import styles from '../SearchResults/SearchResults.module.css';

export interface SearchResultItemData {
  url: string;
  title: string;
  snippet: string;
}

/**
 * One hit: its title linked, the snippet below, the keyword marked in both. Shared by the server
 * list (first page) and the client "more results" island, so both look the same.
 */
export default function SearchResultItem({ item, keyword, linkRef }: { item: SearchResultItemData; keyword: string; linkRef?: (el: HTMLAnchorElement | null) => void }) {
  return (
    <li className={styles.result}>
      <h3 className={styles.title}>
        <SmartLink href={item.url} className={styles.link} ref={linkRef}>
          {highlight(item.title, keyword, styles.mark)}
        </SmartLink>
      </h3>
      {item.snippet && <p className={styles.snippet}>{highlight(item.snippet, keyword, styles.mark)}</p>}
    </li>
  );
}
