'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteState } from '@/components/SiteState.client';
import { selectedTag, storiesWithTag, tagQuery } from '@/lib/content/story-tags';
import { useQuery } from '../shared/useQuery';
import StoryGrid from './StoryGrid';
import styles from './StoryBrowser.module.css';

interface Props {
  /** Every story: its tags and its card, rendered by the server (StoryList.tsx). */
  stories: { id: string; tags: readonly string[]; card: ReactNode }[];
  tags: string[];
  /**
   * The status line ("12 stories") of every story and of each tag in `tags`, formatted by the
   * server: choosing a tag formats no number in the browser (the first Intl.NumberFormat of a page
   * costs 30-80 ms of main thread; bench: "ICU formatting during a first visit").
   */
  statuses: { all: string; byTag: string[] };
}

/**
 * Stories with a tag filter. The chosen tag lives in the URL (?tag=…), so it can be shared, and is
 * mirrored in the spec's `storyListTag` client state; choosing "All" clears both.
 */
export default function StoryBrowser({ stories, tags, statuses }: Props) {
  const t = useTranslations('media.tagFilter');
  const pathname = usePathname();
  const { storyListTag, setStoryListTag } = useSiteState();
  const urlTag = selectedTag(useQuery().get('tag'), tags);
  // A tag remembered in client state while the URL names none (a visitor coming back to the list)
  // is written into the URL once; until the URL shows it, it is the one displayed.
  const [pending, setPending] = useState<string | null>(() => (urlTag ? null : selectedTag(storyListTag, tags)));
  // Adjusting state while rendering (not in an effect) once the URL has caught up.
  if (pending && urlTag === pending) setPending(null);
  const tag = pending ?? urlTag;

  useEffect(() => {
    if (pending) {
      window.history.replaceState(null, '', `${pathname}${tagQuery(pending)}`);
      return;
    }
    // Afterwards the URL is the source of truth and the client state mirrors it.
    if (urlTag !== storyListTag) setStoryListTag(urlTag);
  }, [pending, urlTag, storyListTag, setStoryListTag, pathname]);

  const choose = (next: string | null) => {
    setPending(null);
    window.history.pushState(null, '', `${pathname}${tagQuery(next)}`);
  };
  const shown = storiesWithTag(stories, tag);

  return (
    <div className={styles.browser}>
      <div role="group" aria-label={t('label')} className={styles.tags}>
        <button type="button" className={styles.tag} aria-pressed={tag === null} onClick={() => choose(null)}>
          {t('all')}
        </button>
        {tags.map((name) => (
          <button key={name} type="button" className={styles.tag} aria-pressed={tag === name} onClick={() => choose(name)}>
            {name}
          </button>
        ))}
      </div>
      <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        {tag === null ? statuses.all : statuses.byTag[tags.indexOf(tag)]}
      </p>
      {shown.length > 0 && (
        <StoryGrid>
          {shown.map((story) => (
            <li key={story.id}>{story.card}</li>
          ))}
        </StoryGrid>
      )}
    </div>
  );
}
