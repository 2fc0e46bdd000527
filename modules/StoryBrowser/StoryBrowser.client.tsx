'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSiteState } from '@/components/SiteState';
import type { Lang } from '@/lib/i18n';
import { selectedTag, storiesWithTag, tagQuery } from '@/lib/story-tags';
import type { HeadingLevel } from '../shared/Card';
import StoryCards, { type StoryItem } from '../shared/StoryCards';
import styles from './StoryBrowser.module.css';

interface Props {
  items: StoryItem[];
  tags: string[];
  lang: Lang;
  heading: HeadingLevel;
}

/**
 * Stories with a tag filter. The chosen tag is the spec's `storyListTag` client state and is
 * mirrored in the URL (?tag=…): the URL wins when it names a tag; a bare URL picks up the tag still
 * held in client state (a visitor coming back to the list), and choosing "All" clears both.
 */
export default function StoryBrowser({ items, tags, lang, heading }: Props) {
  const t = useTranslations('media.tagFilter');
  const pathname = usePathname();
  const { storyListTag, setStoryListTag } = useSiteState();
  const urlTag = selectedTag(useSearchParams().get('tag'), tags);
  const remembered = selectedTag(storyListTag, tags);
  const tag = urlTag ?? remembered;

  useEffect(() => {
    if (urlTag && urlTag !== storyListTag) setStoryListTag(urlTag);
    else if (!urlTag && remembered) window.history.replaceState(null, '', `${pathname}${tagQuery(remembered)}`);
  }, [urlTag, remembered, storyListTag, setStoryListTag, pathname]);

  const choose = (next: string | null) => {
    setStoryListTag(next);
    window.history.pushState(null, '', `${pathname}${tagQuery(next)}`);
  };
  const shown = storiesWithTag(items, tag);

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
        {t('results', { count: shown.length })}
      </p>
      {shown.length > 0 && <StoryCards items={shown} lang={lang} heading={heading} />}
    </div>
  );
}
