import { selectedTag, storiesWithTag, storyTags, tagQuery } from '@/lib/content/story-tags';

const stories = [{ tags: ['People', 'Innovation'] }, { tags: ['Innovation'] }, { tags: ['社區', 'Innovation', 'Innovation'] }, {}];

describe('story tags', () => {
  it('lists tags most used first, counting a tag once per story', () => {
    expect(storyTags(stories)).toEqual(['Innovation', 'People', '社區']);
  });

  it('accepts only a tag the stories use', () => {
    const tags = storyTags(stories);
    expect(selectedTag('People', tags)).toBe('People');
    expect(selectedTag('people', tags)).toBeNull();
    expect(selectedTag('', tags)).toBeNull();
    expect(selectedTag(null, tags)).toBeNull();
  });

  it('filters stories and writes the tag into a query string', () => {
    expect(storiesWithTag(stories, 'Innovation')).toHaveLength(3);
    expect(storiesWithTag(stories, null)).toHaveLength(4);
    expect(tagQuery('社區')).toBe('?tag=%E7%A4%BE%E5%8D%80');
    expect(tagQuery('Cool chain')).toBe('?tag=Cool+chain');
    expect(tagQuery(null)).toBe('');
  });
});
