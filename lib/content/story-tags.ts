/** The tag filter of the stories list: which tags exist, which one a URL names, which stories it shows. */

export interface Tagged {
  tags?: readonly string[];
}

/** Every tag used by the stories, most used first (ties in first-seen order). */
export function storyTags(items: readonly Tagged[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of new Set(item.tags ?? [])) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([tag]) => tag);
}

/** The URL's tag when it is one of the list's tags, else null (an unknown tag shows every story). */
export function selectedTag(value: string | null | undefined, tags: readonly string[]): string | null {
  return value && tags.includes(value) ? value : null;
}

export function storiesWithTag<T extends Tagged>(items: readonly T[], tag: string | null): T[] {
  return tag ? items.filter((item) => item.tags?.includes(tag)) : [...items];
}

/** "?tag=People" (encoded), or '' for every story. */
export function tagQuery(tag: string | null): string {
  return tag ? `?${new URLSearchParams({ tag }).toString()}` : '';
}
