import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { Lang } from '@/lib/i18n';
import { listViewQuery } from '@/lib/routing/list-view';
import { MONTHS, NEWS_PAGE_SIZE, newsFacets, pageOf } from '@/lib/content/news-filter';
import type { ModuleContent } from '../schemas';
import NewsBrowser from './NewsBrowser.lazy.client';
import CollectionSection from '../shared/CollectionSection';
import NewsItems from '../shared/NewsItems';
import styles from './NewsBrowser.module.css';
import IslandMessages from '@/components/IslandMessages';
import { itemHeading } from '../shared/ModuleSection';
import { monthName } from '../shared/format';
import { newsStatus } from './news-status';

interface Props {
  content: ModuleContent<'newsList'>;
  lang: Lang;
  /** Spec: important notices are shown as a list, not cards (route flag `listView`). */
  listView?: boolean;
  /**
   * Content path of the page when its route shows the toolbar (spec: latest news, press releases):
   * the list becomes filterable and paged, loading the rest from /api/{code}{toolbarApi}.
   */
  toolbarApi?: string;
  /** The list is the first content of its page: its first image loads with high priority. */
  lead?: boolean;
  /** Pages shown, from ?page=N (lib/routing/list-view.ts): the server renders that many pages of items. */
  page?: number;
}

/** News and press releases: cards (or a compact list) of dated items, newest first, linking to each article. */
export default function NewsList({ content, lang, listView = false, toolbarApi, lead = false, page = 1 }: Props) {
  const t = useTranslations('media.filters');
  const { title, description, items, button, anchor, collection } = content;
  const heading = itemHeading(title);
  const withToolbar = Boolean(toolbarApi && collection);
  const { shown: firstPage, hasMore } = withToolbar ? pageOf(items, page, NEWS_PAGE_SIZE) : { shown: items, hasMore: false };
  const plain = <NewsItems items={firstPage} lang={lang} heading={heading} listView={listView} leadImage={lead} />;
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0} button={button}>
      {toolbarApi && collection ? (
        // The island reads the URL's search params, so it renders in the browser only. The server
        // HTML (the fallback) is the unfiltered list up to the page the URL names (?page=N, rendered
        // by the server: lib/routing/list-view.ts), with a real link to the next page for crawlers and
        // visitors without script; the island's own "load more" then takes over.
        <Suspense
          fallback={
            <>
              {plain}
              {hasMore && (
                <p className={styles.more}>
                  <a className="btn btn-outline" href={listViewQuery({ kind: 'page', page: page + 1 })}>
                    {t('loadMore')}
                  </a>
                </p>
              )}
            </>
          }
        >
          <IslandMessages island="newsBrowser">
            <NewsBrowser
              lang={lang}
              api={toolbarApi}
              collection={JSON.stringify(collection)}
              firstCount={firstPage.length}
              firstPageList={plain}
              total={items.length}
              pageSize={NEWS_PAGE_SIZE}
              facets={newsFacets(items)}
              firstStatus={newsStatus(t, items.length, firstPage.length)}
              monthLabels={MONTHS.map((month) => monthName(month, lang))}
              heading={heading}
              listView={listView}
              lead={lead}
            />
          </IslandMessages>
        </Suspense>
      ) : (
        plain
      )}
    </CollectionSection>
  );
}
