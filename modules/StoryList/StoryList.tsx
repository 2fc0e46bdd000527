import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { Lang } from '@/lib/i18n';
import { selectedTag, storiesWithTag, storyTags } from '@/lib/content/story-tags';
import type { ModuleContent } from '../schemas';
import StoryBrowser from './StoryBrowser.lazy.client';
import CollectionSection from '../shared/CollectionSection';
import IslandMessages from '@/components/IslandMessages';
import { itemHeading } from '../shared/ModuleSection';
import StoryCard from './StoryCard';
import StoryGrid from './StoryGrid';

/**
 * Stories: cards in rows of three, each linking to the story; with `tagFilter`, filterable by tag.
 * The cards are rendered here, on the server, and the filter island only chooses which of them to
 * show: the card (its image, link and date formatting) never ships to the browser.
 */
export default function StoryList({ content, lang, tag = null }: { content: ModuleContent<'storyList'>; lang: Lang; tag?: string | null }) {
  const t = useTranslations('media.tagFilter');
  const { title, description, items, button, anchor, tagFilter } = content;
  const heading = itemHeading(title);
  const tags = tagFilter ? storyTags(items) : [];
  const stories = items.map((item) => ({ id: item.id, tags: item.tags ?? [], card: <StoryCard item={item} lang={lang} heading={heading} /> }));
  const cards = (
    <StoryGrid>
      {storiesWithTag(stories, selectedTag(tag, tags)).map((story) => (
        <li key={story.id}>{story.card}</li>
      ))}
    </StoryGrid>
  );
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0} button={button}>
      {tags.length > 1 ? (
        // The filter reads ?tag= so it renders in the browser; the server HTML lists the stories of
        // the tag the URL names (?tag=X, rendered by the server: lib/routing/list-view.ts), or every story.
        <Suspense fallback={cards}>
          <IslandMessages island="storyBrowser">
            <StoryBrowser stories={stories} tags={tags} statuses={{ all: t('results', { count: stories.length }), byTag: tags.map((name) => t('results', { count: storiesWithTag(stories, name).length })) }} />
          </IslandMessages>
        </Suspense>
      ) : (
        cards
      )}
    </CollectionSection>
  );
}
