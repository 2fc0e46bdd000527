import type { Lang } from '@/lib/i18n';
import type { CollectionItem } from '../shared/schema';
import Card, { type HeadingLevel } from '../shared/Card';
import { dateNode } from '../shared/DateText';
import ui from '../shared/ui.module.css';

/** The card of one story (a collection item of the backend), linking to it. */
export default function StoryCard({ item, lang, heading }: { item: CollectionItem; lang: Lang; heading: HeadingLevel }) {
  return (
    <Card
      heading={heading}
      title={item.title}
      href={item.url}
      media={item.media}
      eyebrow={item.tags && item.tags.length > 0 ? item.tags.slice(0, 3).join(' · ') : undefined}
      meta={[dateNode(item.publishTime, lang)]}
    >
      {item.summary && <p className={ui.cardSummary}>{item.summary}</p>}
    </Card>
  );
}
