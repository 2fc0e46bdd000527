import { Suspense } from 'react';
import type { Lang } from '@/lib/i18n';
import { selectedTag, storiesWithTag, storyTags } from '@/lib/content/story-tags';
import type { ModuleContent } from '../schemas';
import { StoryBrowser } from '../islands.client';
import CollectionSection from '../shared/CollectionSection';
import StoryCards from '../shared/StoryCards';
import IslandMessages from '@/components/IslandMessages';
import { itemHeading } from '../shared/ModuleSection';

/** Stories: cards in rows of three, each linking to the story; with `tagFilter`, filterable by tag. */
export default function StoryList({ content, lang, tag = null }: { content: ModuleContent<'storyList'>; lang: Lang; tag?: string | null }) {
  const { title, description, items, button, anchor, tagFilter } = content;
  const heading = itemHeading(title);
  const tags = tagFilter ? storyTags(items) : [];
  const cards = <StoryCards items={storiesWithTag(items, selectedTag(tag, tags))} lang={lang} heading={heading} />;
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0} button={button}>
      {tags.length > 1 ? (
        // The filter reads ?tag= so it renders in the browser; the server HTML lists the stories of
        // the tag the URL names (?tag=X, rendered by the server: lib/routing/list-view.ts), or every story.
        <Suspense fallback={cards}>
          <IslandMessages island="storyBrowser">
            <StoryBrowser items={items} tags={tags} lang={lang} heading={heading} />
          </IslandMessages>
        </Suspense>
      ) : (
        cards
      )}
    </CollectionSection>
  );
}
