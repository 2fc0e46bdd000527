import { Suspense } from 'react';
import type { Lang } from '@/lib/i18n';
import { NEWS_PAGE_SIZE, newsFacets } from '@/lib/news-filter';
import type { ModuleContent } from './schemas';
import { NewsBrowser } from './islands';
import CollectionSection from './shared/CollectionSection';
import NewsItems from './shared/NewsItems';

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
}

/** News and press releases: cards (or a compact list) of dated items, newest first, linking to each article. */
export default function NewsList({ content, lang, listView = false, toolbarApi, lead = false }: Props) {
  const { title, description, items, button, anchor, collection } = content;
  const heading = title ? 'h3' : 'h2';
  const withToolbar = Boolean(toolbarApi && collection);
  const firstPage = withToolbar ? items.slice(0, NEWS_PAGE_SIZE) : items;
  const plain = <NewsItems items={firstPage} lang={lang} heading={heading} listView={listView} leadImage={lead} />;
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0} button={button}>
      {toolbarApi && collection ? (
        // The island reads the URL's search params, so it renders in the browser only; the server
        // HTML keeps the unfiltered first page (the fallback), crawlable and static.
        <Suspense fallback={plain}>
          <NewsBrowser
            lang={lang}
            api={toolbarApi}
            collection={JSON.stringify(collection)}
            firstPage={firstPage}
            firstPageList={plain}
            total={items.length}
            pageSize={NEWS_PAGE_SIZE}
            facets={newsFacets(items)}
            heading={heading}
            listView={listView}
            lead={lead}
          />
        </Suspense>
      ) : (
        plain
      )}
    </CollectionSection>
  );
}
