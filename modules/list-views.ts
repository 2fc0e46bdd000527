import type { ListView } from '@/lib/routing/list-view';
import { NEWS_PAGE_SIZE } from '@/lib/content/news-filter';
import { storyTags } from '@/lib/content/story-tags';
import { schema as newsList } from './NewsList/schema';
import { schema as storyList } from './StoryList/schema';

/**
 * Whether a page's content has the list view a URL asks for (lib/routing/list-view.ts): ?page=N of a news
 * list with the toolbar needs at least N pages of items; ?tag=X needs a story list with the tag
 * filter whose stories carry X. Anything else is a 404 at that address.
 */
export function hasListView(entries: readonly unknown[], view: ListView): boolean {
  return entries.some((entry) => {
    const { module, content } = (entry ?? {}) as { module?: unknown; content?: unknown };
    if (view.kind === 'page' && module === 'newsList') {
      const list = newsList.safeParse(content);
      return list.success && Boolean(list.data.collection) && Math.ceil(list.data.items.length / NEWS_PAGE_SIZE) >= view.page;
    }
    if (view.kind === 'tag' && module === 'storyList') {
      const list = storyList.safeParse(content);
      return list.success && list.data.tagFilter && storyTags(list.data.items).includes(view.tag);
    }
    return false;
  });
}
